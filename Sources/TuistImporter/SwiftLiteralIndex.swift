import SourceText

/// The string literals of a Swift file, each with where it is written and the argument label before
/// it: what locates the names Tuist's JSON gives without positions (`name: "App"` in
/// `Project.swift`, or in a helper).
///
/// The file is read once with ``SwiftTokenizer``; what it cannot follow (a conflict marker, a
/// character out of place) is passed over to the next line, so a file that does not compile still
/// locates what it can.
struct SwiftLiteralIndex: Sendable {
    /// One literal without interpolation.
    struct Literal: Sendable, Hashable {
        /// Its value.
        var text: String
        /// Where its opening quote is.
        var position: TextPosition
        /// The label of the argument it is, `name` in `name: "App"`; nil otherwise.
        var label: String?
        /// The label of the array literal it is an item of, `projects` in `projects: ["App"]`;
        /// nil otherwise.
        var list: String?
        /// The label of the nearest array literal around it, however deep: `targets` for the name
        /// of `targets: [.target(name: "App")]`, `dependencies` for that of a dependency.
        var container: String?
        /// The labels of the call it is an argument of: a target's declaration has `bundleId`, a
        /// dependency on it has only `name`.
        var siblingLabels: Set<String> = []
        /// The name of the function or case the call it is an argument of calls: `target` for
        /// `.target(name: "A")`, `module` for `Project.module(name: "A")`.
        var call: String?
    }

    /// The file, as locations show it.
    let file: String
    /// The most brackets kept open around a literal; deeper ones are counted.
    static let maximumNesting = 256
    /// Every literal without interpolation, in the order written.
    private(set) var literals: [Literal] = []
    /// Where each text is written, by the indices of its literals in order: a large manifest's
    /// names are each looked up without a pass over all its literals.
    private var byText: [String: [Int]] = [:]

    /// Reads the literals of `bytes`, the contents of `file`.
    init(_ bytes: [UInt8], file: String) {
        self.file = file
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        literals = bytes.withUnsafeBufferPointer { buffer in Self.literals(in: buffer, from: start) }
        for (index, literal) in literals.enumerated() { byText[literal.text, default: []].append(index) }
    }

    private static func literals(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [Literal] {
        var tokenizer = SwiftTokenizer(bytes: bytes, start: start)
        var literals: [Literal] = []
        // The two tokens before the current one: a name and `:` make a label.
        var beforeLast: SwiftToken?
        var last: SwiftToken?
        // The brackets open around the current token: whether each is `[`, and its label. Nesting
        // deeper than the stack keeps is counted, not kept.
        var brackets: [(isArray: Bool, label: String?, call: String?, labels: Set<String>, literals: [Int])] = []
        var unkept = 0
        func label() -> String? {
            guard let last, let beforeLast, last.kind == .punctuation, tokenizer.token(last, is: ":"),
                beforeLast.kind == .identifier
            else { return nil }
            return tokenizer.text(of: beforeLast)
        }
        while true {
            let token: SwiftToken
            do {
                token = try tokenizer.next()
            } catch {
                tokenizer.skipLine()
                (beforeLast, last) = (nil, nil)
                continue
            }
            if token.kind == .end { return literals }
            if token.kind == .string && !token.isInterpolated {
                let value = SwiftStringLiteral.decode(bytes, start: token.start, end: token.end)
                let list = unkept == 0 && brackets.last?.isArray == true ? brackets.last?.label : nil
                let container = brackets.last { $0.isArray }?.label
                literals.append(
                    Literal(
                        text: value.text, position: token.position, label: label(), list: list, container: container))
                if unkept == 0 && !brackets.isEmpty { brackets[brackets.count - 1].literals.append(literals.count - 1) }
            } else if token.kind == .punctuation {
                if tokenizer.token(token, is: "(") || tokenizer.token(token, is: "[") || tokenizer.token(token, is: "{")
                {
                    if brackets.count < maximumNesting {
                        let call =
                            tokenizer.token(token, is: "(") && last?.kind == .identifier
                            ? last.map(tokenizer.text) : nil
                        brackets.append((tokenizer.token(token, is: "["), label(), call, [], []))
                    } else {
                        unkept += 1
                    }
                } else if tokenizer.token(token, is: ")") || tokenizer.token(token, is: "]")
                    || tokenizer.token(token, is: "}")
                {
                    if unkept > 0 {
                        unkept -= 1
                    } else if let closed = brackets.popLast() {
                        for index in closed.literals {
                            literals[index].siblingLabels = closed.labels
                            literals[index].call = closed.call
                        }
                    }
                } else if tokenizer.token(token, is: ":"), unkept == 0, !brackets.isEmpty, let last,
                    last.kind == .identifier
                {
                    brackets[brackets.count - 1].labels.insert(tokenizer.text(of: last))
                }
            }
            (beforeLast, last) = (last, token)
        }
    }

    /// Where `text` is first written as a literal from `start` on (and before `end`, when given):
    /// as an argument labelled `label` in an array labelled `container` if there is one, else as
    /// an argument labelled `label` in no array labelled `unlike`, else (unless `labelOnly`)
    /// anywhere.
    /// A literal that `declaring` leaves open is never one written as a dependency.
    /// `declaring` says whether the call it is an argument of must have, or must lack, a
    /// `bundleId:` argument, which every target's declaration has and no dependency on one (not
    /// even `.package(product:)`); nil for either.
    func position(
        of text: String, label: String? = nil, in container: String? = nil, unlike: String? = nil,
        declaring: Bool? = nil, labelOnly: Bool = false, from start: TextPosition? = nil,
        before end: TextPosition? = nil
    ) -> TextPosition? {
        var labelled: TextPosition?
        var unlabelled: TextPosition?
        for index in byText[text] ?? [] {
            let literal = literals[index]
            if let start, literal.position < start { continue }
            if let end, !(literal.position < end) { break }
            if let declaring, literal.siblingLabels.contains("bundleId") != declaring { continue }
            if declaring == nil, literal.isDependency { continue }
            if label == nil || literal.label == label {
                if let unlike, literal.container == unlike { continue }
                if container == nil || literal.container == container { return literal.position }
                if labelled == nil { labelled = literal.position }
            } else if unlabelled == nil {
                unlabelled = literal.position
            }
        }
        return labelled ?? (labelOnly ? nil : unlabelled)
    }
}

extension SwiftLiteralIndex.Literal {
    /// The calls that name a dependency: `.target(name:)`, `.project(target:path:)`, ...
    static let dependencyCalls: Set<String> = [
        "target", "project", "external", "package", "packagePlugin", "sdk", "macro", "framework", "xcframework",
        "library",
    ]

    /// Whether it is written as a dependency: an argument of a dependency's call without a bundle id.
    var isDependency: Bool {
        call.map(Self.dependencyCalls.contains) == true && !siblingLabels.contains("bundleId")
    }
}
