import SourceText

/// Reads the top-level statements of a Swift manifest one by one and hands what they declare to a
/// ``SwiftStatementBuilder``: constants, the call that makes the manifest's value (`Package(...)`,
/// `Project(...)`), and changes to either.
///
/// An `if` is read as if its condition held and did not: the statements of every branch are read
/// in order, as written, and what they declare is kept, with a note at the `if`
/// (``SwiftStatementBuilder/enterCondition(at:)``). Other statements it does not evaluate are
/// skipped bracket by bracket; loops and conditions whose body names targets, products or
/// dependencies, and `#if`, leave a warning.
package struct SwiftStatementReader {
    /// Where the expressions come from.
    package var parser: SwiftExpressionParser
    /// How many branches of `if` statements the statement being read lies in.
    private var openBranches = 0

    /// A reader of the statements `parser` gives.
    /// Reads every statement of `bytes` (UTF-8, optionally after a byte order mark) into `builder`,
    /// in the words of `vocabulary`; `prepare` first sees the bytes and where the text starts, as
    /// `Package.swift`'s reader does for its tools-version line.
    /// - Throws: when the file is over ``SwiftManifestOptions/maximumInputSize``, is not UTF-8, or is
    ///   not Swift the reader can follow.
    package static func read<Builder: SwiftStatementBuilder>(
        _ bytes: [UInt8], vocabulary: SwiftManifestVocabulary, into builder: inout Builder,
        prepare: (UnsafeBufferPointer<UInt8>, Int, inout Builder) -> Void = { _, _, _ in }
    ) throws(SyntaxError) {
        let options = builder.options
        guard bytes.count <= options.maximumInputSize else {
            throw SyntaxError(
                "the file is \(bytes.count) bytes, over the limit of \(options.maximumInputSize) bytes",
                at: TextPosition(line: 1, column: 1))
        }
        try EncodingValidator.validate(bytes)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) in
            prepare(buffer, start, &builder)
            var reader = SwiftStatementReader(
                parser: SwiftExpressionParser(bytes: buffer, start: start, options: options, vocabulary: vocabulary))
            try reader.readStatements(into: &builder)
        }
    }

    package init(parser: SwiftExpressionParser) {
        self.parser = parser
    }

    /// The keywords of statements whose bodies run only sometimes, and how messages name them.
    private static let controlFlow: [String: String] = [
        "for": "a 'for' loop", "while": "a 'while' loop", "repeat": "a 'repeat' loop", "if": "an 'if' statement",
        "guard": "a 'guard' statement", "switch": "a 'switch' statement", "do": "a 'do' statement",
    ]

    /// Declarations that do nothing until something calls or uses them.
    private static let declarations: Set<String> = [
        "func", "struct", "class", "enum", "extension", "protocol", "actor", "typealias", "precedencegroup",
        "operator", "macro",
    ]

    /// Words that may stand before a declaration.
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "final", "static", "nonisolated", "indirect",
        "infix", "prefix", "postfix", "dynamic", "lazy", "mutating", "nonmutating",
    ]

    /// Reads every statement up to the end of the file.
    package mutating func readStatements<Builder: SwiftStatementBuilder>(
        into builder: inout Builder
    ) throws(SyntaxError) {
        while true {
            let token = try parser.peek()
            switch token.kind {
            case .end:
                if openBranches > 0 {
                    throw SyntaxError("the file ends inside an 'if' statement; expected '}'", at: token.position)
                }
                return
            case .pound:
                try parser.advance()
                if parser.token(token, is: "#if") {
                    builder.warn(
                        "\(builder.fileName) uses '#if' here, which targetlint does not evaluate; every branch is "
                            + "read as written", at: token.position)
                }
                // The condition of `#if` and `#elseif` stands on its line; `#sourceLocation(...)` too.
                try skipRestOfLine()
            case .punctuation where parser.token(token, is: ";"):
                try parser.advance()
            case .punctuation where openBranches > 0 && parser.token(token, is: "}"):
                try parser.advance()
                try closeBranch(into: &builder)
            case .punctuation where parser.token(token, is: "@"):
                try parser.advance()
                try parser.advance()
                let next = try parser.peek()
                if parser.token(next, is: "("), !next.startsLine {
                    try parser.skipBalanced()
                }
            case .identifier:
                try readStatement(startingWith: token, into: &builder)
            default:
                throw SyntaxError("expected a statement, found \(parser.describe(token))", at: token.position)
            }
        }
    }

    /// Reads the statement that starts with the name `token`.
    private mutating func readStatement(
        startingWith token: SwiftToken, into builder: inout some SwiftStatementBuilder
    ) throws(SyntaxError) {
        let word = parser.text(token)
        let second = try parser.peek(1)
        if Self.modifiers.contains(word) && second.kind == .identifier && !second.startsLine {
            try parser.advance()
            return
        }
        if word == "import" {
            try parser.advance()
            try skipRestOfLine()
        } else if word == "let" || word == "var" {
            try parser.advance()
            try readDeclaration(into: &builder)
        } else if word == "if" {
            try parser.advance()
            try openBranch(of: token, into: &builder)
        } else if let what = Self.controlFlow[word] {
            try parser.advance()
            if try skipControlFlow(repeats: word == "repeat") {
                builder.warn(
                    "\(builder.fileName) uses \(what) here, which targetlint does not evaluate; the targets it "
                        + "declares are read as written", at: token.position)
            }
        } else if Self.declarations.contains(word) {
            try parser.advance()
            try skipDeclaration()
        } else {
            let target = try parser.parseExpression()
            let next = try parser.peek()
            if next.kind == .operator && !next.startsLine {
                let operation = parser.text(next)
                try parser.advance()
                let value = try parser.parseExpression()
                builder.assign(value, to: target, operation: operation)
            } else {
                builder.perform(target)
            }
            try endStatement(builder: &builder)
        }
    }

    /// Skips the condition of the `if` at `keyword` up to its `{` and enters its first branch; an
    /// `else if` (`chained`) stays in the statement its first `if` opened.
    private mutating func openBranch(
        of keyword: SwiftToken, chained: Bool = false, into builder: inout some SwiftStatementBuilder
    ) throws(SyntaxError) {
        while true {
            let token = try parser.peek()
            if token.kind == .end {
                throw SyntaxError("the 'if' here has no '{'", at: keyword.position)
            }
            if parser.token(token, is: "{") { break }
            if parser.token(token, is: "(") || parser.token(token, is: "[") {
                try parser.skipBalanced()
            } else {
                try parser.advance()
            }
        }
        try parser.advance()
        if chained { return }
        guard openBranches < parser.options.maximumDepth else {
            throw SyntaxError(
                "'if' statements nest deeper than \(parser.options.maximumDepth) levels here", at: keyword.position)
        }
        if openBranches == 0 { builder.enterCondition(at: keyword.position) }
        openBranches += 1
    }

    /// After the `}` of a branch of an `if`: enters the `else` branch or the `else if`'s first
    /// branch that follows, else leaves the statement.
    private mutating func closeBranch(into builder: inout some SwiftStatementBuilder) throws(SyntaxError) {
        let next = try parser.peek()
        guard next.kind == .identifier, parser.token(next, is: "else") else {
            openBranches -= 1
            if openBranches == 0 { builder.leaveCondition() }
            return
        }
        try parser.advance()
        let branch = try parser.peek()
        if branch.kind == .identifier && parser.token(branch, is: "if") {
            try parser.advance()
            try openBranch(of: branch, chained: true, into: &builder)
        } else if parser.token(branch, is: "{") {
            try parser.advance()
        } else {
            throw SyntaxError(
                "expected '{' or 'if' after 'else', found \(parser.describe(branch))", at: branch.position)
        }
    }

    /// Reads `let name = value` or `var name: Type = value` after its keyword.
    private mutating func readDeclaration(into builder: inout some SwiftStatementBuilder) throws(SyntaxError) {
        let nameToken = try parser.peek()
        guard nameToken.kind == .identifier else {
            builder.warn(
                "\(builder.fileName) declares constants here with a pattern, which targetlint does not evaluate; "
                    + "they are left out", at: nameToken.position)
            try skipRestOfLine()
            return
        }
        try parser.advance()
        let name = parser.text(nameToken)
        if parser.token(try parser.peek(), is: ":") {
            // The type: everything up to `=` or the end of the line.
            try parser.advance()
            while true {
                let token = try parser.peek()
                if token.kind == .end || token.startsLine || parser.token(token, is: "=") { break }
                if parser.token(token, is: "[") || parser.token(token, is: "(") {
                    try parser.skipBalanced()
                } else {
                    try parser.advance()
                }
            }
        }
        let equals = try parser.peek()
        guard parser.token(equals, is: "="), !equals.startsLine else {
            try endStatement(builder: &builder)
            return
        }
        try parser.advance()
        builder.declare(name, as: try parser.parseExpression())
        try endStatement(builder: &builder)
    }

    /// Ends a statement: the next token starts a line, is `;`, closes the branch of an `if` the
    /// statement is in, or is the end of the file. Anything else on the line is skipped with a
    /// warning.
    private mutating func endStatement(builder: inout some SwiftStatementBuilder) throws(SyntaxError) {
        let next = try parser.peek()
        if next.kind == .end || next.startsLine || (openBranches > 0 && parser.token(next, is: "}")) { return }
        if parser.token(next, is: ";") {
            try parser.advance()
            return
        }
        if builder.canWarn {
            builder.warn(
                "\(builder.fileName) continues a statement here with \(parser.describe(next)), which targetlint "
                    + "does not evaluate; the rest of the line is left out", at: next.position)
        }
        try skipRestOfLine()
    }

    /// Skips tokens up to the next one that starts a line, brackets and what they hold included.
    private mutating func skipRestOfLine() throws(SyntaxError) {
        while true {
            let token = try parser.peek()
            if token.kind == .end || token.startsLine { return }
            if parser.token(token, is: "(") || parser.token(token, is: "[") || parser.token(token, is: "{") {
                try parser.skipBalanced()
            } else {
                try parser.advance()
            }
        }
    }

    /// Skips a loop or condition after its keyword: its conditions, its braced bodies, and the
    /// `else` and `catch` branches after them.
    /// - Returns: whether a body names targets, products or dependencies.
    private mutating func skipControlFlow(repeats: Bool) throws(SyntaxError) -> Bool {
        var mentionsGraph = false
        while true {
            let token = try parser.peek()
            if token.kind == .end { return mentionsGraph }
            if parser.token(token, is: "{") {
                if !(try parser.skipBalanced(collectingNames: parser.vocabulary.graphNames)).isEmpty {
                    mentionsGraph = true
                }
                let next = try parser.peek()
                if repeats {
                    try skipRestOfLine()
                    return mentionsGraph
                }
                guard next.kind == .identifier, parser.token(next, is: "else") || parser.token(next, is: "catch")
                else { return mentionsGraph }
                try parser.advance()
            } else if parser.token(token, is: "(") || parser.token(token, is: "[") {
                try parser.skipBalanced()
            } else {
                try parser.advance()
            }
        }
    }

    /// Skips a declaration after its keyword: up to its braced body and through it, or to the end of
    /// the line when it has none (`typealias`).
    private mutating func skipDeclaration() throws(SyntaxError) {
        while true {
            let token = try parser.peek()
            if token.kind == .end { return }
            if parser.token(token, is: "{") {
                try parser.skipBalanced()
                return
            }
            if token.startsLine && !parser.token(token, is: "where") && token.kind != .operator {
                return
            }
            if parser.token(token, is: "(") || parser.token(token, is: "[") {
                try parser.skipBalanced()
            } else {
                try parser.advance()
            }
        }
    }
}
