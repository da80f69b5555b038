/// Expands the settings a build setting's value names — `$(NAME)`, `${NAME}` and `$NAME` — as Xcode
/// does for the values targetlint reads (bundle ids, paths), with the operators such values use:
/// `$(PRODUCT_NAME:rfc1034identifier)`, `:c99extidentifier`, `:identifier`, `:lower`, `:upper` and
/// `:default=VALUE`. References may nest (`$(NAME_$(CONFIGURATION))`).
///
/// A name is looked up with the closure given, which never reads the environment; a name it does
/// not know, or an operator this type does not know, leaves the value unknown (nil), as does
/// nesting deeper than ``maximumDepth`` (a setting that names itself) or a value longer than
/// ``maximumLength``.
enum BuildSettingExpansion {
    /// How many settings deep a value may name settings.
    static let maximumDepth = 16
    /// The most references one expansion resolves, so that settings naming each other many times
    /// over cannot make it run long.
    static let maximumReferences = 4096
    /// The longest expanded value, in bytes.
    static let maximumLength = 4096

    /// `text` with every reference expanded, or nil when one cannot be.
    static func expand(_ text: String, lookup: (String) -> String?) -> String? {
        var budget = maximumReferences
        return expand(Substring(text), depth: 0, budget: &budget, lookup: lookup)
    }

    private static func expand(
        _ text: Substring, depth: Int, budget: inout Int, lookup: (String) -> String?
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
                guard first.isASCII, first.isLetter || first == "_" else {
                    result.append(character)
                    index = next
                    continue
                }
                end =
                    text[next...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
                    ?? text.endIndex
                reference = text[next..<end]
            }
            guard let value = resolve(reference, depth: depth, budget: &budget, lookup: lookup) else { return nil }
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

    /// The value of one reference, `NAME` or `NAME:op,op`, its name expanded first.
    private static func resolve(
        _ reference: Substring, depth: Int, budget: inout Int, lookup: (String) -> String?
    ) -> String? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let name = expand(first, depth: depth + 1, budget: &budget, lookup: lookup),
            !name.isEmpty
        else { return nil }
        let operators = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
        var value: String?
        if let written = lookup(name) {
            value = expand(Substring(written), depth: depth + 1, budget: &budget, lookup: lookup)
            guard value != nil else { return nil }
        }
        for operation in operators {
            if operation.hasPrefix("default=") {
                if value?.isEmpty ?? true {
                    let fallback = Substring(operation.dropFirst("default=".count))
                    value = expand(fallback, depth: depth + 1, budget: &budget, lookup: lookup)
                }
                continue
            }
            guard let current = value else { return nil }
            switch operation {
            case "lower": value = current.lowercased()
            case "upper": value = current.uppercased()
            case "rfc1034identifier": value = rfc1034Identifier(current)
            case "c99extidentifier", "identifier": value = c99Identifier(current)
            default: return nil
            }
        }
        return value
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
