private typealias Byte = ASCIIByte

extension SwiftSourceOutline {
    /// The outline of one Swift file's bytes; `wantedLiterals` are string literals to keep besides
    /// those that start with `group.` (App Group identifiers a project declares without it).
    ///
    /// It reads with the Swift lexer the package reader uses: comments (nested too), string literals
    /// of every form and interpolations are skipped as the compiler skips them, so `import` in a
    /// doc comment or a multi-line string is no import. An import counts where a declaration may
    /// start: at the start of a line, after `;`, `{` or `}`, past attributes and an access level.
    /// Past what the lexer does not follow (an unterminated string, a conflict marker), it goes on
    /// from the next line.
    /// - Complexity: O(n), every byte looked at a bounded number of times; nothing recurses.
    public init(scanning bytes: UnsafeBufferPointer<UInt8>, wantedLiterals: Set<String> = []) {
        self.init()
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var scanner = SwiftOutlineScanner(
            tokenizer: SwiftTokenizer(bytes: bytes, start: start), wantedLiterals: wantedLiterals)
        scanner.scan(into: &self)
    }
}

/// The state of one file's scan: where declarations may start, the `#if` blocks open, and the
/// braces of declarations marked unavailable to app extensions.
private struct SwiftOutlineScanner {
    var tokenizer: SwiftTokenizer
    /// Whether a declaration may start at the tokenizer.cursor.
    var atDeclarationStart = true
    /// The attributes and access level read since the declaration started.
    var attributes: SwiftSourceOutline.ImportAttributes = []
    var accessLevel: String?
    /// The clause the tokenizer.cursor is in, and the open `#if` blocks: the clause each is in, and the
    /// conditions of its branches so far.
    var clause: Int?
    var blocks: [(parent: Int?, conditions: [Int])] = []
    /// The depth of `{` braces open.
    var depth = 0
    /// An `@available(iOSApplicationExtension, unavailable)` read, waiting for the `{` of what it marks.
    var unavailablePending = false
    /// The depths of the braces of declarations marked unavailable to app extensions.
    var unavailableDepths: [Int] = []

    /// Literals kept besides those that start with `group.`.
    let wantedLiterals: Set<String>

    init(tokenizer: SwiftTokenizer, wantedLiterals: Set<String>) {
        self.tokenizer = tokenizer
        self.wantedLiterals = wantedLiterals
    }

    mutating func scan(into outline: inout SwiftSourceOutline) {
        while true {
            do throws(SyntaxError) {
                if try tokenizer.skipBlanks() { atDeclarationStart = true }
                guard !tokenizer.cursor.isAtEnd else { return }
                try step(into: &outline)
            } catch {
                tokenizer.skipLine()
                atDeclarationStart = true
            }
        }
    }

    /// Reads what starts at the tokenizer.cursor, which is no blank, and the code after it up to the next
    /// blank, comment, string, directive, brace, attribute or name that matters: most bytes of a
    /// file are names and operators that no part of the outline needs, passed here in one loop.
    private mutating func step(into outline: inout SwiftSourceOutline) throws(SyntaxError) {
        let bytes = tokenizer.cursor.bytes
        let byte = bytes[tokenizer.cursor.index]
        if byte == Byte.doubleQuote || (byte == Byte.hash && tokenizer.opensString(at: tokenizer.cursor.index)) {
            try stringLiteral(into: &outline)
            endDeclarationStart()
            return
        }
        switch byte {
        case Byte.hash:
            try directive(into: &outline)
            return
        case UInt8(ascii: "@"):
            try attribute()
            return
        case Byte.leftBrace:
            tokenizer.cursor.index += 1
            depth += 1
            if unavailablePending {
                unavailableDepths.append(depth)
                unavailablePending = false
            }
            atDeclarationStart = true
            return
        case Byte.rightBrace:
            tokenizer.cursor.index += 1
            if unavailableDepths.last == depth { unavailableDepths.removeLast() }
            depth = max(0, depth - 1)
            atDeclarationStart = true
            return
        case Byte.semicolon:
            tokenizer.cursor.index += 1
            atDeclarationStart = true
            return
        case UInt8(ascii: "`"):
            _ = try tokenizer.next()
            endDeclarationStart()
            return
        default:
            break
        }
        if atDeclarationStart {
            guard SwiftTokenizer.isIdentifierStart(byte) else {
                endDeclarationStart()
                tokenizer.cursor.index += 1
                return
            }
            // A name where a declaration may start: `import`, an access level, or the first
            // word of any other declaration or statement.
            if declarationName(into: &outline) { return }
        }
        // Code: on to the next byte that matters, looking at names only for `UIApplication`. The
        // first byte is passed whatever it is (a `/` that starts no comment is an operator),
        // unless it is a `U`.
        var index = tokenizer.cursor.index
        if bytes[index] != UInt8(ascii: "U") { index += 1 }
        let count = bytes.count
        // Through the base address: `index < count` is the only bound there is to check.
        guard let pointer = bytes.baseAddress else { return }
        while index < count {
            let next = pointer[index]
            if Self.isCode(next) {
                index &+= 1
                continue
            }
            guard next == UInt8(ascii: "U") else { break }
            // A `U` inside a name is code like the rest of it.
            if index > 0 && SwiftTokenizer.isIdentifierContinuation(bytes[index - 1]) {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < count && SwiftTokenizer.isIdentifierContinuation(bytes[index]) { index += 1 }
            if index - start == 13 && spells("UIApplication", at: start) {
                tokenizer.cursor.index = start
                let mark = tokenizer.cursor.mark
                tokenizer.cursor.index = index
                applicationUse(at: mark, into: &outline)
                return
            }
        }
        tokenizer.cursor.index = index
    }

    /// Whether the loop in ``step(into:)`` passes a byte as code: every byte but line breaks,
    /// `/` (a comment may start), `"` and `#` (strings, directives), braces, `;`, `@`, a backtick,
    /// and `U` (which may start `UIApplication`). Spaces and tabs are code: inside a line they
    /// separate nothing the outline needs.
    @inline(__always) private static func isCode(_ byte: UInt8) -> Bool {
        codeBytes.utf8Start[Int(byte)] != UInt8(ascii: ".")
    }

    /// ``isCode(_:)`` as a table, a byte for each byte value, `.` where it is not code: a static
    /// string is a pointer to constant data, with no check or count to read. A load from it is a
    /// fifth of the time two 64-bit masks and their branches took.
    private static let codeBytes: StaticString = """
        xxxxxxxxxx....xxxxxxxxxxxxxxxxxxxx..xxxxxxxxxxx.xxxxxxxxxxx.xxxx\
        .xxxxxxxxxxxxxxxxxxxx.xxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxx.x.xx\
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\
        xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
        """

    private mutating func endDeclarationStart() {
        atDeclarationStart = false
        attributes = []
        accessLevel = nil
    }

    // MARK: Strings

    /// A string literal: skipped, and kept when it may spell an App Group identifier (its text
    /// starts with `group.`, or is one of ``wantedLiterals``) and holds no
    /// interpolation.
    private mutating func stringLiteral(into outline: inout SwiftSourceOutline) throws(SyntaxError) {
        let mark = tokenizer.cursor.mark
        let start = tokenizer.cursor.index
        let interpolated = try tokenizer.skipString()
        guard !interpolated else { return }
        let bytes = tokenizer.cursor.bytes
        var hashes = 0
        while bytes[start + hashes] == Byte.hash { hashes += 1 }
        let opening = start + hashes
        let quotes =
            opening + 2 < tokenizer.cursor.index && bytes[opening + 1] == Byte.doubleQuote
                && bytes[opening + 2] == Byte.doubleQuote ? 3 : 1
        let textStart = opening + quotes
        let textEnd = max(textStart, tokenizer.cursor.index - quotes - hashes)
        guard spells("group.", at: textStart) || !wantedLiterals.isEmpty else { return }
        let text = tokenizer.cursor.text(textStart, textEnd)
        guard text.hasPrefix("group.") || wantedLiterals.contains(text) else { return }
        outline.literals.append(
            SwiftSourceOutline.Literal(
                text: text, position: tokenizer.cursor.position(of: mark), label: Self.label(before: start, in: bytes)))
    }

    /// The argument label written just before `offset` on its line: an identifier, then `:`, then
    /// blanks.
    private static func label(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var end = offset
        while end > 0, bytes[end - 1] == Byte.space || bytes[end - 1] == Byte.tab { end -= 1 }
        guard end > 0, bytes[end - 1] == UInt8(ascii: ":") else { return nil }
        end -= 1
        var start = end
        while start > 0, bytes[start - 1] < 0x80, SwiftTokenizer.isIdentifierContinuation(bytes[start - 1]) {
            start -= 1
        }
        guard start < end else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: Names

    /// A name where a declaration may start: an `import` is read, an access level remembered.
    /// - Returns: whether the name was one of those; if not, the tokenizer.cursor is left at its start.
    private mutating func declarationName(into outline: inout SwiftSourceOutline) -> Bool {
        let mark = tokenizer.cursor.mark
        let start = tokenizer.cursor.index
        let bytes = tokenizer.cursor.bytes
        var end = start + 1
        while end < bytes.count && SwiftTokenizer.isIdentifierContinuation(bytes[end]) { end += 1 }
        var level: String?
        switch (bytes[start], end - start) {
        case (UInt8(ascii: "i"), 6) where spells("import", at: start):
            tokenizer.cursor.index = end
            importDeclaration(at: tokenizer.cursor.position(of: mark), into: &outline)
            endDeclarationStart()
            return true
        case (UInt8(ascii: "i"), 8) where spells("internal", at: start): level = "internal"
        case (UInt8(ascii: "p"), 6) where spells("public", at: start): level = "public"
        case (UInt8(ascii: "p"), 7) where spells("package", at: start): level = "package"
        case (UInt8(ascii: "p"), 7) where spells("private", at: start): level = "private"
        case (UInt8(ascii: "f"), 11) where spells("fileprivate", at: start): level = "fileprivate"
        case (UInt8(ascii: "o"), 4) where spells("open", at: start): level = "open"
        default: break
        }
        if let level {
            accessLevel = level
            tokenizer.cursor.index = end
            return true
        }
        if accessLevel == "public" || accessLevel == "open" { outline.declaresPublicAPI = true }
        endDeclarationStart()
        return false
    }

    /// Whether the bytes at `start` spell `text`.
    private func spells(_ text: StaticString, at start: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard start + count <= tokenizer.cursor.bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where tokenizer.cursor.bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    /// The rest of an `import` declaration, after its keyword: a kind, then a dotted path.
    private mutating func importDeclaration(at position: TextPosition, into outline: inout SwiftSourceOutline) {
        guard var token = nextOnLine(), token.kind == .identifier else { return }
        var kind: String?
        if let scoped = Self.importKinds.first(where: { tokenizer.token(token, is: $0) }) {
            kind = scoped.description
            guard let next = nextOnLine(), next.kind == .identifier else { return }
            token = next
        }
        outline.imports.append(
            SwiftSourceOutline.Import(
                module: tokenizer.text(of: token), attributes: attributes, accessLevel: accessLevel, kind: kind,
                position: position, clause: clause))
        // The rest of the path: `.Sub.Name`.
        while true {
            let saved = tokenizer.cursor
            guard let dot = nextOnLine(), tokenizer.token(dot, is: "."), let part = nextOnLine(),
                part.kind == .identifier
            else {
                tokenizer.cursor = saved
                return
            }
        }
    }

    /// The kinds of a scoped import, `import struct X.Y`.
    private static let importKinds: [StaticString] = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The next token when it is on the cursor's line; nil, and the tokenizer.cursor left where it was, when
    /// it is not or cannot be read.
    private mutating func nextOnLine() -> SwiftToken? {
        let saved = tokenizer.cursor
        guard let token = try? tokenizer.next(), !token.startsLine, token.kind != .end else {
            tokenizer.cursor = saved
            return nil
        }
        return token
    }

    /// `UIApplication.shared` or `.sharedApplication`, after `UIApplication`, outside a declaration
    /// marked unavailable to app extensions.
    private mutating func applicationUse(at mark: ByteCursor.Mark, into outline: inout SwiftSourceOutline) {
        guard unavailableDepths.isEmpty else { return }
        let saved = tokenizer.cursor
        guard let dot = try? tokenizer.next(), tokenizer.token(dot, is: "."), let member = try? tokenizer.next(),
            tokenizer.token(member, is: "shared") || tokenizer.token(member, is: "sharedApplication")
        else {
            tokenizer.cursor = saved
            return
        }
        outline.extensionUnsafeUses.append(
            SwiftSourceOutline.APIUse(
                name: "UIApplication." + tokenizer.text(of: member), position: tokenizer.cursor.position(of: mark),
                clause: clause))
    }

    // MARK: Attributes

    /// An attribute: `@_exported` and its kin before an import, `@available(iOSApplicationExtension,
    /// unavailable)` before a declaration. Its arguments are read past.
    private mutating func attribute() throws(SyntaxError) {
        tokenizer.cursor.index += 1
        guard let name = nextOnLine(), name.kind == .identifier else {
            endDeclarationStart()
            return
        }
        switch tokenizer.text(of: name) {
        case "_exported": attributes.insert(.exported)
        case "testable": attributes.insert(.testable)
        case "_implementationOnly": attributes.insert(.implementationOnly)
        case "preconcurrency": attributes.insert(.preconcurrency)
        default: break
        }
        let saved = tokenizer.cursor
        guard tokenizer.cursor.current == Byte.leftParenthesis, let open = try? tokenizer.next(),
            tokenizer.token(open, is: "(")
        else {
            tokenizer.cursor = saved
            return
        }
        var parentheses = 1
        var extensionPlatform = false
        var unavailable = false
        // A bounded number of tokens: an attribute's arguments are short.
        for _ in 0..<256 where parentheses > 0 {
            let token = try tokenizer.next()
            if token.kind == .end { break }
            if tokenizer.token(token, is: "(") { parentheses += 1 }
            if tokenizer.token(token, is: ")") { parentheses -= 1 }
            if token.kind == .identifier {
                let text = tokenizer.text(of: token)
                if text.hasSuffix("ApplicationExtension") { extensionPlatform = true }
                if text == "unavailable" { unavailable = true }
            }
        }
        if tokenizer.token(name, is: "available") && extensionPlatform && unavailable { unavailablePending = true }
    }

    // MARK: Directives

    /// A `#` name: `#if`, `#elseif`, `#else` and `#endif` open and close clauses; any other
    /// (`#warning`, `#selector`, `#Preview`) is read past.
    private mutating func directive(into outline: inout SwiftSourceOutline) throws(SyntaxError) {
        let token = try tokenizer.next()
        if tokenizer.token(token, is: "#if") {
            let condition = readCondition(into: &outline)
            outline.clauses.append(SwiftSourceOutline.Clause(parent: clause, earlier: [], condition: condition))
            blocks.append((clause, [condition]))
            clause = outline.clauses.count - 1
        } else if tokenizer.token(token, is: "#elseif") {
            let condition = readCondition(into: &outline)
            guard let block = blocks.last else { return }
            outline.clauses.append(
                SwiftSourceOutline.Clause(parent: block.parent, earlier: block.conditions, condition: condition))
            blocks[blocks.count - 1].conditions.append(condition)
            clause = outline.clauses.count - 1
        } else if tokenizer.token(token, is: "#else") {
            guard let block = blocks.last else { return }
            outline.clauses.append(
                SwiftSourceOutline.Clause(parent: block.parent, earlier: block.conditions, condition: nil))
            clause = outline.clauses.count - 1
        } else if tokenizer.token(token, is: "#endif") {
            guard let block = blocks.popLast() else { return }
            clause = block.parent
        } else {
            endDeclarationStart()
        }
    }

    /// Reads the condition after `#if` or `#elseif` to the end of its line (or further, while it is
    /// unfinished), and adds it to the outline.
    /// - Returns: its index in ``SwiftSourceOutline/conditions``.
    private mutating func readCondition(into outline: inout SwiftSourceOutline) -> Int {
        var reader = CompilationConditionReader()
        let lineStart = tokenizer.cursor.index
        var lineEnd = tokenizer.cursor.index
        // A bounded number of tokens: a condition longer than this is not read.
        for _ in 0..<CompilationConditionReader.maximumTokens {
            let saved = tokenizer.cursor
            guard let token = try? tokenizer.next() else {
                reader.fail()
                tokenizer.skipLine()
                break
            }
            if token.kind == .end || (token.startsLine && reader.isComplete) {
                tokenizer.cursor = saved
                break
            }
            reader.read(token, text: tokenizer.text(of: token))
            lineEnd = token.end
        }
        let text = tokenizer.cursor.text(lineStart, max(lineStart, lineEnd)).trimmingBlanks
        outline.conditions.append(reader.condition(text: text))
        return outline.conditions.count - 1
    }
}

extension String {
    /// The text without the spaces and tabs around it.
    fileprivate var trimmingBlanks: String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end && (bytes[start] == Byte.space || bytes[start] == Byte.tab) { start += 1 }
        while end > start && (bytes[end - 1] == Byte.space || bytes[end - 1] == Byte.tab) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
