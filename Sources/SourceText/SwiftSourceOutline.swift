/// What the checks of a project's code need from one Swift file: its `import` declarations, the
/// `#if` blocks around them, and its uses of the APIs app extensions may not call, each where it is
/// written. Comments, strings of every form and the code between are read past, never mistaken for
/// an import.
public struct SwiftSourceOutline: Sendable, Hashable {
    /// One module named by an `import` declaration.
    public struct Import: Sendable, Hashable {
        /// The module: the first name of the path, `X` in `import X.Sub` and `import struct X.Y`.
        public var module: String
        /// Its attributes.
        public var attributes: ImportAttributes
        /// The access level written before `import` (SE-0409), `public` to `private`; nil when none is.
        public var accessLevel: String?
        /// The kind of a scoped import, `struct` in `import struct X.Y`; nil for a whole module.
        public var kind: String?
        /// Where its `import` keyword is.
        public var position: TextPosition
        /// The ``SwiftSourceOutline/clauses`` entry it is in; nil outside every `#if`.
        public var clause: Int?

        /// Creates an import.
        public init(
            module: String, attributes: ImportAttributes = [], accessLevel: String? = nil, kind: String? = nil,
            position: TextPosition, clause: Int? = nil
        ) {
            self.module = module
            self.attributes = attributes
            self.accessLevel = accessLevel
            self.kind = kind
            self.position = position
            self.clause = clause
        }
    }

    /// The attributes of an import that change what it does.
    public struct ImportAttributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `@_exported`: the module is visible to every file that imports this one's module.
        public static let exported = ImportAttributes(rawValue: 1)
        /// `@testable`.
        public static let testable = ImportAttributes(rawValue: 2)
        /// `@_implementationOnly`.
        public static let implementationOnly = ImportAttributes(rawValue: 4)
        /// `@preconcurrency`.
        public static let preconcurrency = ImportAttributes(rawValue: 8)
    }

    /// One branch of a `#if` block: compiled when its block's branch is, none of the branches
    /// before it in the block is, and its own condition holds.
    public struct Clause: Sendable, Hashable {
        /// The clause the block is in; nil at the top of the file.
        public var parent: Int?
        /// The conditions of the branches before it in its block, by index in
        /// ``SwiftSourceOutline/conditions``.
        public var earlier: [Int]
        /// Its own condition; nil for `#else`.
        public var condition: Int?
    }

    /// A call of an API that app extensions may not use, `UIApplication.shared`.
    public struct APIUse: Sendable, Hashable {
        /// The API as written, `UIApplication.shared`.
        public var name: String
        /// Where it starts.
        public var position: TextPosition
        /// The clause it is in; nil outside every `#if`.
        public var clause: Int?
    }

    /// A string literal that may spell an App Group identifier: no interpolation, and its text
    /// starts with `group.` or is one the scan was asked for.
    public struct Literal: Sendable, Hashable {
        /// The text between the quotes, escapes left as written.
        public var text: String
        /// Where its opening quote (or first `#`) is.
        public var position: TextPosition
        /// The argument label written just before it, `suiteName` in `UserDefaults(suiteName: "…")`.
        public var label: String?
    }

    /// The file's imports, in order.
    public var imports: [Import] = []
    /// Every `#if`, `#elseif` and `#else` branch, in order: a clause's parent comes before it.
    public var clauses: [Clause] = []
    /// The conditions of the `#if` and `#elseif` directives, in order.
    public var conditions: [CompilationCondition] = []
    /// Uses of `UIApplication.shared` outside declarations marked
    /// `@available(iOSApplicationExtension, unavailable)`.
    public var extensionUnsafeUses: [APIUse] = []
    /// The string literals that may spell App Group identifiers, in order.
    public var literals: [Literal] = []
    /// Whether the file declares anything `public` or `open` (an import aside): a module none of
    /// whose files does is only there to link others.
    public var declaresPublicAPI = false

    /// Creates an outline with nothing in it.
    public init() {}

    /// Whether each clause is compiled, given each condition's value: a clause inside one that is
    /// not compiled is not either, whatever its own condition.
    /// - Complexity: O(clauses and the conditions they name).
    public func clauseValues(_ conditionValue: (CompilationCondition) -> ConditionValue) -> [ConditionValue] {
        let values = conditions.map(conditionValue)
        var compiled: [ConditionValue] = []
        compiled.reserveCapacity(clauses.count)
        for clause in clauses {
            var value = clause.parent.map { compiled[$0] } ?? .yes
            for index in clause.earlier { value = value.and(values[index].negated) }
            if let condition = clause.condition { value = value.and(values[condition]) }
            compiled.append(value)
        }
        return compiled
    }
}
