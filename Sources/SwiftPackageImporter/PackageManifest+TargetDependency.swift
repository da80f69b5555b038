import ProjectModel

extension PackageManifest.Target {
    /// One entry of a target's `dependencies:`: `"Name"`, `.target(name:)`, `.product(name:package:)`
    /// or `.byName(name:)`, with its `condition: .when(platforms:)`.
    public struct Dependency: Sendable, Hashable {
        /// How the entry names what it depends on.
        public enum Kind: Sendable, Hashable {
            /// A string or `.byName(name:)`: a target of this package, or else a product of a
            /// dependency named like it.
            case byName
            /// `.target(name:)`: a target of this package.
            case target
            /// `.product(name:package:)`: a product of another package; the package as written
            /// (its identity or its name), nil for the old `.product(name:)` form without one.
            case product(package: String?)
        }

        /// How the entry names its dependency.
        public var kind: Kind
        /// The target or product named.
        public var name: String
        /// Where the entry is: the string, or the `.` that starts the call.
        public var location: SourceLocation
        /// The platforms of `condition: .when(platforms: [...])`, as PackageDescription spells them
        /// (`iOS`, `macCatalyst`); nil when the entry applies on every platform.
        public var platforms: [String]?

        /// Creates an entry.
        public init(kind: Kind, name: String, location: SourceLocation, platforms: [String]? = nil) {
            self.kind = kind
            self.name = name
            self.location = location
            self.platforms = platforms
        }

        /// Whether the entry applies on `platform` (spelled as in PackageDescription, `iOS`).
        public func applies(on platform: String) -> Bool {
            platforms?.contains(platform) ?? true
        }
    }
}
