/// A text that a reader cannot read (YAML, an OpenStep or XML property list), with the position of
/// the offending character.
public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and, where it helps, what was expected; starts lowercase, no trailing period.
    public var message: String
    /// Where the problem is.
    public var position: TextPosition

    /// Creates an error.
    public init(_ message: String, at position: TextPosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}

/// Something a reader accepted but that the author probably did not mean, such as a repeated key
/// (the last value is used).
public struct SyntaxWarning: Sendable, Hashable, CustomStringConvertible {
    /// What was accepted and how it was read.
    public var message: String
    /// Where it is.
    public var position: TextPosition

    /// Creates a warning.
    public init(_ message: String, at position: TextPosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
