/// Expands the settings a build setting's value names — `$(NAME)`, `${NAME}` and `$NAME` — as Xcode
/// does for the values targetlint reads (bundle ids, paths), with the operators such values use:
/// `$(PRODUCT_NAME:rfc1034identifier)`, `:c99extidentifier`, `:identifier`, `:lower`, `:upper` and
/// `:default=VALUE`. References may nest (`$(NAME_$(CONFIGURATION))`).
///
/// A name is looked up with the closure given, which never reads the environment; a name it does
/// not know leaves the value unknown, and ``outcome(of:lookup:)`` says which names those were. An
/// operator this type does not know leaves it unknown too, as does nesting deeper than
/// ``maximumDepth`` (a setting that names itself) or a value longer than ``maximumLength``.
package enum BuildSettingExpansion {
    /// What expanding a value gave.
    package enum Outcome: Equatable {
        /// Every reference expanded: the value.
        case expanded(String)
        /// The settings named that the lookup does not know (each once, in the order met), which
        /// leave the value unknown.
        case unresolved([String])
        /// An operator this type does not know, settings that name each other, or a value past the
        /// limits: the value is unknown.
        case invalid
    }

    /// How many settings deep a value may name settings.
    package static let maximumDepth = 16
    /// The most references one expansion resolves, so that settings naming each other many times
    /// over cannot make it run long.
    static let maximumReferences = 4096
    /// The longest expanded value, in bytes.
    package static let maximumLength = 4096

    /// `text` with every reference expanded, or why it cannot be. An unknown name does not stop the
    /// expansion, so that every unknown name is found. Without `bareNames`, `$NAME` is text, as in
    /// the files the build processes: an Info.plist's `NSExtensionActivationRule` is a predicate
    /// with `$extensionItem` variables, which Xcode leaves alone.
    package static func outcome(of text: String, bareNames: Bool = true, lookup: (String) -> String?) -> Outcome {
        var state = State(budget: maximumReferences, readsBareNames: bareNames)
        guard let value = expand(Substring(text), depth: 0, state: &state, lookup: lookup) else { return .invalid }
        return state.unresolved.isEmpty ? .expanded(value) : .unresolved(state.unresolved)
    }

    /// What one expansion has used and met so far.
    private struct State {
        /// The references it may still resolve.
        package var budget: Int
        /// Whether `$NAME` is a reference, as in a build setting's value.
        var readsBareNames: Bool
        /// The names the lookup did not know, each once.
        package var unresolved: [String] = []
    }

    private static func expand(
        _ text: Substring, depth: Int, state: inout State, lookup: (String) -> String?
    ) -> String? {
        guard depth <= maximumDepth else { return nil }
        guard text.contains("$") else { return String(text) }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard character == "$", next < text.endIndex else {
                result.append(character)
                index = next
                continue
            }
            let reference: Substring
            let end: String.Index
            if text[next] == "(" || text[next] == "{" {
                guard let close = closing(of: text[next], in: text, from: next) else { return nil }
                reference = text[text.index(after: next)..<close]
                end = text.index(after: close)
            } else {
                let first = text[next]
                guard state.readsBareNames, first.isASCII, first.isLetter || first == "_" else {
                    result.append(character)
                    index = next
                    continue
                }
                end =
                    text[next...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
                    ?? text.endIndex
                reference = text[next..<end]
            }
            guard let value = resolve(reference, depth: depth, state: &state, lookup: lookup) else { return nil }
            result += value
            guard result.utf8.count <= maximumLength else { return nil }
            index = end
        }
        return result
    }

    /// The index of the bracket that closes the one at `open`, brackets of the same kind nested.
    private static func closing(of open: Character, in text: Substring, from start: String.Index) -> String.Index? {
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open {
                depth += 1
            } else if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The value of one reference, `NAME` or `NAME:op,op`, its name expanded first; a name the
    /// lookup does not know is recorded and taken as empty, unless `:default=` stands in for it.
    private static func resolve(
        _ reference: Substring, depth: Int, state: inout State, lookup: (String) -> String?
    ) -> String? {
        state.budget -= 1
        guard state.budget >= 0 else { return nil }
        let parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let unresolvedBefore = state.unresolved.count
        guard let first = parts.first, let name = expand(first, depth: depth + 1, state: &state, lookup: lookup)
        else { return nil }
        // A name built from an unknown one is unknown itself, and not one to report.
        guard state.unresolved.count == unresolvedBefore else { return "" }
        guard !name.isEmpty else { return nil }
        let operators = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
        var value: String?
        if let written = lookup(name) {
            value = expand(Substring(written), depth: depth + 1, state: &state, lookup: lookup)
            guard value != nil else { return nil }
        }
        for operation in operators {
            if operation.hasPrefix("default=") {
                if value?.isEmpty ?? true {
                    let fallback = Substring(operation.dropFirst("default=".count))
                    value = expand(fallback, depth: depth + 1, state: &state, lookup: lookup)
                    guard value != nil else { return nil }
                }
                continue
            }
            guard let transform = transform(named: operation) else { return nil }
            value = value.map(transform)
        }
        guard let value else {
            if !state.unresolved.contains(name) { state.unresolved.append(name) }
            return ""
        }
        return value
    }

    /// What the operator `name` does to a value; nil for an operator this type does not know.
    private static func transform(named name: String) -> ((String) -> String)? {
        switch name {
        case "lower": { $0.lowercased() }
        case "upper": { $0.uppercased() }
        case "rfc1034identifier": rfc1034Identifier
        case "c99extidentifier", "identifier": c99Identifier
        default: nil
        }
    }

    /// ASCII letters, digits, `-` and `.` kept, anything else `-`.
    static func rfc1034Identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    }

    /// ASCII letters, digits and `_` kept, anything else `_`, and `_` before a leading digit.
    static func c99Identifier(_ text: String) -> String {
        let kept = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        return kept.first?.isNumber == true ? "_" + kept : kept
    }
}
