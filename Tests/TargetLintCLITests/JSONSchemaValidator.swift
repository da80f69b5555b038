import Foundation

/// Checks JSON values against a JSON Schema (draft-07): enough of it for the SARIF 2.1.0 schema and
/// the usual neighbours. Supported: boolean schemas, `$ref` to JSON pointers in the same document
/// (siblings ignored, as draft-07 says), `type`, `enum`, `const`, `properties`, `required`,
/// `additionalProperties`, `items` (one schema or a tuple), `minItems`, `maxItems`, `uniqueItems`,
/// `minimum`, `maximum`, `minLength`, `maxLength`, `pattern`, `allOf`, `anyOf`, `oneOf`, `not`, and
/// `format` for `uri` and `uri-reference` (RFC 3986 characters; `uri` needs a scheme); other formats
/// pass. Any other keyword is reported as unsupported, never skipped in silence.
struct JSONSchemaValidator {
    /// Keywords that only describe and never constrain.
    private static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "default", "definitions", "examples",
    ]

    private static let uriCharacters = #"([A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*"#

    /// The schema document; `$ref`s resolve inside it.
    let root: JSONValue

    /// The problems of `instance`, each as `$.json.path: what is wrong`; empty when it is valid.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "$", errors: &errors)
        return errors
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, errors: inout [String]) {
        let keywords: [String: JSONValue]
        switch schema {
        case .bool(true): return
        case .bool(false):
            errors.append("\(path): the schema allows no value here")
            return
        case .object(let object): keywords = object
        default:
            errors.append("\(path): the schema is neither an object nor a boolean")
            return
        }
        if let reference = keywords["$ref"] {
            guard case .string(let pointer) = reference, let target = resolve(pointer) else {
                errors.append("\(path): cannot resolve $ref \(reference)")
                return
            }
            validate(instance, against: target, at: path, errors: &errors)
            return
        }
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
            check(keyword, value, in: keywords, instance: instance, at: path, errors: &errors)
        }
    }

    private func check(
        _ keyword: String, _ value: JSONValue, in keywords: [String: JSONValue], instance: JSONValue, at path: String,
        errors: inout [String]
    ) {
        switch (keyword, value, instance) {
        case ("type", .string(let name), _):
            if !instance.schemaTypes.contains(name) {
                errors.append("\(path): expected \(name), got \(instance.summary)")
            }
        case ("type", .array(let names), _):
            if !names.contains(where: {
                if case .string(let name) = $0 { instance.schemaTypes.contains(name) } else { false }
            }) {
                errors.append("\(path): expected one of \(names), got \(instance.summary)")
            }
        case ("enum", .array(let allowed), _):
            if !allowed.contains(instance) {
                errors.append("\(path): \(instance.summary) is not one of \(allowed.map(\.summary))")
            }
        case ("const", _, _):
            if instance != value { errors.append("\(path): expected \(value.summary), got \(instance.summary)") }
        case ("properties", .object(let properties), .object(let members)):
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let schema = properties[name] {
                    validate(member, against: schema, at: "\(path).\(name)", errors: &errors)
                }
            }
        case ("required", .array(let names), .object(let members)):
            for case .string(let name) in names where members[name] == nil {
                errors.append("\(path): missing required property '\(name)'")
            }
        case ("additionalProperties", _, .object(let members)):
            guard case .object(let declared) = keywords["properties"] ?? .object([:]) else { return }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) where declared[name] == nil {
                if case .bool(false) = value {
                    errors.append("\(path): property '\(name)' is not allowed")
                } else {
                    validate(member, against: value, at: "\(path).\(name)", errors: &errors)
                }
            }
        case ("items", .array(let schemas), .array(let elements)):
            for (index, (element, schema)) in zip(elements, schemas).enumerated() {
                validate(element, against: schema, at: "\(path)[\(index)]", errors: &errors)
            }
        case ("items", _, .array(let elements)):
            for (index, element) in elements.enumerated() {
                validate(element, against: value, at: "\(path)[\(index)]", errors: &errors)
            }
        case ("minItems", .number(let limit), .array(let elements)):
            if Double(elements.count) < limit { errors.append("\(path): fewer than \(Int(limit)) items") }
        case ("maxItems", .number(let limit), .array(let elements)):
            if Double(elements.count) > limit { errors.append("\(path): more than \(Int(limit)) items") }
        case ("uniqueItems", .bool(let unique), .array(let elements)):
            for (index, element) in elements.enumerated() where unique && elements[..<index].contains(element) {
                errors.append("\(path)[\(index)]: repeats an earlier item")
            }
        case ("minimum", .number(let limit), .number(let number)):
            if number < limit { errors.append("\(path): \(instance.summary) is below the minimum \(value.summary)") }
        case ("maximum", .number(let limit), .number(let number)):
            if number > limit { errors.append("\(path): \(instance.summary) is above the maximum \(value.summary)") }
        case ("minLength", .number(let limit), .string(let string)):
            if Double(string.unicodeScalars.count) < limit { errors.append("\(path): shorter than \(Int(limit))") }
        case ("maxLength", .number(let limit), .string(let string)):
            if Double(string.unicodeScalars.count) > limit { errors.append("\(path): longer than \(Int(limit))") }
        case ("pattern", .string(let pattern), .string(let string)):
            if !matches(string, pattern) { errors.append("\(path): '\(string)' does not match /\(pattern)/") }
        case ("format", .string("uri"), .string(let string)):
            if !matches(string, "^[A-Za-z][A-Za-z0-9+.-]*:\(Self.uriCharacters)$") {
                errors.append("\(path): '\(string)' is not a URI")
            }
        case ("format", .string("uri-reference"), .string(let string)):
            if !matches(string, "^\(Self.uriCharacters)$") {
                errors.append("\(path): '\(string)' is not a URI reference")
            }
        case ("allOf", .array(let schemas), _):
            for schema in schemas { validate(instance, against: schema, at: path, errors: &errors) }
        case ("anyOf", .array(let schemas), _):
            if !schemas.contains(where: { accepts(instance, $0) }) {
                errors.append("\(path): matches no schema of anyOf")
            }
        case ("oneOf", .array(let schemas), _):
            let matching = schemas.filter { accepts(instance, $0) }.count
            if matching != 1 { errors.append("\(path): matches \(matching) schemas of oneOf, not exactly one") }
        case ("not", _, _):
            if accepts(instance, value) { errors.append("\(path): matches the schema under not") }
        case ("type", _, _), ("enum", _, _), ("properties", _, _), ("required", _, _), ("additionalProperties", _, _),
            ("items", _, _), ("minItems", _, _), ("maxItems", _, _), ("uniqueItems", _, _), ("minimum", _, _),
            ("maximum", _, _), ("minLength", _, _), ("maxLength", _, _), ("pattern", _, _), ("format", _, _),
            ("allOf", _, _), ("anyOf", _, _), ("oneOf", _, _):
            return  // a keyword that does not apply to this type of instance
        default:
            errors.append("\(path): unsupported schema keyword '\(keyword)'")
        }
    }

    private func accepts(_ instance: JSONValue, _ schema: JSONValue) -> Bool {
        var errors: [String] = []
        validate(instance, against: schema, at: "$", errors: &errors)
        return errors.isEmpty
    }

    /// The schema at a same-document JSON pointer such as `#/definitions/run`.
    private func resolve(_ pointer: String) -> JSONValue? {
        guard pointer.hasPrefix("#") else { return nil }
        var node = root
        for token in pointer.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if case .object(let members) = node, let next = members[key] {
                node = next
            } else if case .array(let elements) = node, let index = Int(key), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    private func matches(_ string: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}
