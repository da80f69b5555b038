extension SpecNode {
    /// Every string, and every mapping key, with `${NAME}` replaced by `variables[NAME]`, as XcodeGen
    /// expands the environment into each spec file when it reads it. A variable that is not set stays
    /// as written; so does the rest of a string after a `${` with no closing `}`.
    func expandingVariables(_ variables: [String: String]) -> SpecNode {
        guard !variables.isEmpty else { return self }
        return transformingStrings(keys: true) { Self.expand($0, variables) }
    }

    /// Every string value (keys stay) with `placeholder` replaced by `replacement`, as XcodeGen fills
    /// `${target_name}` and template attributes in: only in lists of all strings or all maps.
    func replacing(_ placeholder: String, with replacement: String) -> SpecNode {
        guard case .mapping(let pairs) = content else { return self }
        var copy = self
        copy.content = .mapping(
            pairs.map { pair in
                var pair = pair
                pair.value = pair.value.replacingValue(placeholder, with: replacement)
                return pair
            })
        return copy
    }

    private func replacingValue(_ placeholder: String, with replacement: String) -> SpecNode {
        var copy = self
        switch content {
        case .scalar(let text, let isNull):
            guard !isNull, text.contains(placeholder) else { return self }
            copy.content = .scalar(Self.replace(placeholder, with: replacement, in: text), isNull: false)
        case .mapping:
            return replacing(placeholder, with: replacement)
        case .sequence(let items):
            if items.allSatisfy({ $0.string != nil }) || items.allSatisfy({ $0.mapping != nil }) {
                copy.content = .sequence(items.map { $0.replacingValue(placeholder, with: replacement) })
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

    /// XcodeGen's expansion of `${NAME}` in one string.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest[rest.index(after: dollar)...]
            guard afterDollar.first == "{", afterDollar.dropFirst().first.map({ $0 != "}" }) ?? false else {
                result.append("$")
                rest = afterDollar
                continue
            }
            guard let close = afterDollar.firstIndex(of: "}") else {
                result += rest[dollar...]
                return result
            }
            let name = String(afterDollar[afterDollar.index(after: afterDollar.startIndex)..<close])
            if let value = variables[name] {
                result += value
            } else {
                result += rest[dollar...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func replace(_ placeholder: String, with replacement: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: placeholder) {
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
