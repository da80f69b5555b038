import Foundation

/// A JSON value, converted from what `JSONSerialization` returns so that booleans, integers and
/// other numbers can be told apart.
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    struct ConversionError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses JSON text with `JSONSerialization`.
    init(parsing text: String) throws {
        try self.init(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    }

    /// Converts a `JSONSerialization` result. Booleans arrive as `NSNumber`s of ObjC type `c`.
    init(_ value: Any) throws {
        switch value {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(try array.map(JSONValue.init))
        case let object as [String: Any]: self = .object(try object.mapValues(JSONValue.init))
        case let number as NSNumber:
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: throw ConversionError(description: "not a JSON value: \(type(of: value))")
        }
    }

    /// The JSON Schema type names this value has: `integer` values are `number`s too.
    var schemaTypes: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let number): number.rounded() == number ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    /// A short description for messages: scalars as JSON, containers by kind.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
        case .string(let string): "\"\(string.prefix(60))\""
        case .array(let elements): "an array of \(elements.count)"
        case .object(let members): "an object with \(members.count) properties"
        }
    }
}
