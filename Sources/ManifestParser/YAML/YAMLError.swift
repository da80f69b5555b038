/// A YAML text that the subset parser cannot read, with the position of the offending character.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
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

/// Something the parser accepted but that the author probably did not mean, such as a duplicate key
/// in a lenient parse.
public struct YAMLWarning: Sendable, Hashable {
    /// What was accepted and how it was read.
    public var message: String
    /// Where it is.
    public var position: TextPosition

    /// Creates a warning.
    public init(_ message: String, at position: TextPosition) {
        self.message = message
        self.position = position
    }
}
