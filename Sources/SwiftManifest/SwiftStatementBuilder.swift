import ProjectModel
import SourceText

/// What a ``SwiftStatementReader`` hands the statements of a manifest to: a reader of one manifest
/// language (`Package.swift`, Tuist's `Project.swift`) that keeps the constants declared so far and
/// makes its manifest of the call that declares it.
package protocol SwiftStatementBuilder {
    /// The path of the file, where everything is located.
    var file: String { get }
    /// The file's name, as messages start ("Package.swift").
    var fileName: String { get }
    /// The limits of the read.
    var options: SwiftManifestOptions { get }
    /// The constants (and variables) declared so far, by name, as written.
    var constants: [String: SwiftExpression] { get }
    /// Entries and references expanded so far, against ``SwiftManifestOptions/maximumNodeCount``.
    var expansions: Int { get set }
    /// Whether another warning would be recorded; a caller in a loop asks before building one.
    var canWarn: Bool { get }

    /// Records a warning at `position`, about `target` when it is one's.
    mutating func warn(_ message: String, at position: TextPosition, target: String?)
    /// Records a problem at `position`.
    mutating func fail(_ message: String, at position: TextPosition)
    /// Starts reading the branches of the `if` at `position`, as written.
    mutating func enterCondition(at position: TextPosition)
    /// Ends reading the branches of the outermost `if`.
    mutating func leaveCondition()
    /// `let name = value`.
    mutating func declare(_ name: String, as value: SwiftExpression)
    /// `target = value`, `target += value` (`operation` is the operator).
    mutating func assign(_ value: SwiftExpression, to target: SwiftExpression, operation: String)
    /// A statement that is an expression alone, such as `package.targets.append(...)`.
    mutating func perform(_ statement: SwiftExpression)
}

extension SwiftStatementBuilder {
    /// The location of `position` in the file.
    package func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// Records a warning that is about no target.
    package mutating func warn(_ message: String, at position: TextPosition) {
        warn(message, at: position, target: nil)
    }
}
