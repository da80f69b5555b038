extension SpecNode {
    /// Every string, and every mapping key, with `${NAME}` replaced by `variables[NAME]`, as XcodeGen
    /// expands the environment into each spec file when it reads it. A variable that is not set stays
    /// as written; so does the rest of a string after a `${` with no closing `}`.
    func expandingVariables(_ variables: [String: String]) -> SpecNode {
        guard !variables.isEmpty else { return self }
        return transformingStrings(keys: true) { Self.expand($0, variables) }
    }

    /// Every string value (keys stay) with each placeholder replaced by its replacement, in order, as
    /// XcodeGen fills `${target_name}` and template attributes in: only in lists of all strings or
    /// all maps. Each string changed is paid for from `budget` before it is built.
    /// - Complexity: one walk over the tree; each string holding a `$` is searched once per
    ///   placeholder.
    func replacing(
        _ replacements: [(placeholder: String, replacement: String)], budget: inout SpecBudget
    ) throws(SpecBudget.Exceeded) -> SpecNode {
        guard case .mapping(let pairs) = content, !replacements.isEmpty else { return self }
        var copy = self
        var replaced: [SpecPair] = []
        replaced.reserveCapacity(pairs.count)
        for var pair in pairs {
            pair.value = try pair.value.replacingValue(replacements, budget: &budget)
            replaced.append(pair)
        }
        copy.content = .mapping(replaced)
        return copy
    }

    private func replacingValue(
        _ replacements: [(placeholder: String, replacement: String)], budget: inout SpecBudget
    ) throws(SpecBudget.Exceeded) -> SpecNode {
        var copy = self
        switch content {
        case .scalar(let text, let isNull):
            guard !isNull, text.utf8.contains(UInt8(ascii: "$")) else { return self }
            var result = text
            for (placeholder, replacement) in replacements where result.contains(text: placeholder) {
                // What the string grows to is known before it is built.
                let count = result.occurrenceCount(ofText: placeholder)
                let (growth, overflow) = count.multipliedReportingOverflow(
                    by: replacement.utf8.count - placeholder.utf8.count)
                guard !overflow else { throw SpecBudget.Exceeded() }
                try budget.spend(max(0, result.utf8.count &+ growth))
                result = Self.replace(placeholder, with: replacement, in: result)
            }
            copy.content = .scalar(result, isNull: false)
        case .mapping:
            return try replacing(replacements, budget: &budget)
        case .sequence(let items):
            if items.allSatisfy({ $0.string != nil }) || items.allSatisfy({ $0.mapping != nil }) {
                var replaced: [SpecNode] = []
                replaced.reserveCapacity(items.count)
                for item in items { replaced.append(try item.replacingValue(replacements, budget: &budget)) }
                copy.content = .sequence(replaced)
            }
        }
        return copy
    }

    private func transformingStrings(keys: Bool, _ transform: (String) -> String) -> SpecNode {
        var copy = self
        switch content {
        case .scalar(let text, let isNull):
            if !isNull { copy.content = .scalar(transform(text), isNull: false) }
        case .sequence(let items):
            copy.content = .sequence(items.map { $0.transformingStrings(keys: keys, transform) })
        case .mapping(let pairs):
            copy.content = .mapping(
                pairs.map {
                    SpecPair(
                        key: keys ? transform($0.key) : $0.key, keyLocation: $0.keyLocation,
                        value: $0.value.transformingStrings(keys: keys, transform))
                })
        }
        return copy
    }

    /// XcodeGen's expansion of `${NAME}` in one string; `substituted` hears of each variable
    /// replaced, with its value.
    static func expand(
        _ text: String, _ variables: [String: String],
        substituted: (_ name: String, _ value: String) -> Void = { _, _ in }
    ) -> String {
        guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        // Reserved exactly, so that a long result is never allocated twice its size while it grows.
        result.reserveCapacity(expandedLength(text, variables))
        scanVariables(text, variables) { literal in
            result += literal
        } variable: { name, value in
            result += value
            substituted(name, value)
        }
        return result
    }

    /// The length in bytes of ``expand(_:_:substituted:)``'s result, without building it.
    static func expandedLength(_ text: String, _ variables: [String: String]) -> Int {
        guard !variables.isEmpty, text.utf8.contains(UInt8(ascii: "$")) else { return text.utf8.count }
        var length = 0
        scanVariables(text, variables) {
            length += $0.utf8.count
        } variable: {
            length += $1.utf8.count
        }
        return length
    }

    /// Splits `text` as XcodeGen expands it: runs kept as written go to `literal`, and each `${NAME}`
    /// that `variables` sets goes to `variable` with its value. A `$` not followed by `{` and a name,
    /// an unset name, and the rest of the text after a `${` with no closing `}` are kept as written.
    private static func scanVariables(
        _ text: String, _ variables: [String: String], literal: (Substring) -> Void,
        variable: (_ name: String, _ value: String) -> Void
    ) {
        // Bytes, not characters: `$`, `{` and `}` are ASCII, so they never fall inside a character.
        let utf8 = text.utf8
        var start = utf8.startIndex
        var cursor = start
        while let dollar = utf8[cursor...].firstIndex(of: UInt8(ascii: "$")) {
            let open = utf8.index(after: dollar)
            guard open < utf8.endIndex, utf8[open] == UInt8(ascii: "{") else {
                cursor = open
                continue
            }
            let nameStart = utf8.index(after: open)
            guard nameStart < utf8.endIndex, utf8[nameStart] != UInt8(ascii: "}") else {
                cursor = nameStart
                continue
            }
            guard let close = utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = String(text[nameStart..<close])
            cursor = utf8.index(after: close)
            guard let value = variables[name] else { continue }
            literal(text[start..<dollar])
            variable(name, value)
            start = cursor
        }
        literal(text[start...])
    }

    /// `text` with every `placeholder` replaced by `replacement`, built in a string of exactly the
    /// size it needs.
    static func replace(_ placeholder: String, with replacement: String, in text: String) -> String {
        var result = ""
        let count = text.occurrenceCount(ofText: placeholder)
        guard count > 0 else { return text }
        let (growth, overflow) = count.multipliedReportingOverflow(
            by: replacement.utf8.count - placeholder.utf8.count)
        if !overflow { result.reserveCapacity(max(0, text.utf8.count &+ growth)) }
        var rest = Substring(text)
        while let range = rest.firstRange(ofText: placeholder) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// How XcodeGen reads `enable:` and other flags that may be strings: YAML's booleans, else
    /// `NSString.boolValue` (after spaces and a sign, `Y`, `y`, `T`, `t` or a nonzero digit is true), so
    /// an unset `${VAR}` reads as false.
    static func boolValue(_ text: String) -> Bool {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: break
        }
        var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
        scalars = scalars.drop { $0 == "0" }
        guard let first = scalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
    }
}
