import ProjectModel

extension PackageManifest {
    /// One entry of the package's `dependencies:`: `.package(path:)`, `.package(name:path:)`,
    /// `.package(url:...)`, `.package(name:url:...)` or `.package(id:...)`.
    public struct PackageDependency: Sendable, Hashable {
        /// `path:` of a local package, as written (relative to the package's folder), or absolute
        /// when SwiftPM reported it; nil for a remote package.
        public var path: String?
        /// `url:` of a source-control package; nil otherwise.
        public var url: String?
        /// `id:` of a registry package (`scope.name`); nil otherwise.
        public var registryID: String?
        /// `name:` of the older forms that give one, which `.product(package:)` may name instead of
        /// the identity.
        public var name: String?
        /// SwiftPM's identity of the package: see ``identity(path:)`` and ``identity(url:)``.
        public var identity: String
        /// Where the entry is: the `.` of `.package(`.
        public var location: SourceLocation

        /// Creates an entry.
        public init(
            path: String? = nil, url: String? = nil, registryID: String? = nil, name: String? = nil, identity: String,
            location: SourceLocation
        ) {
            self.path = path
            self.url = url
            self.registryID = registryID
            self.name = name
            self.identity = identity
            self.location = location
        }

        /// Whether the package is local (`path:`), so its manifest is in the repository.
        public var isLocal: Bool { path != nil }

        /// The identity SwiftPM gives a local package: the last component of its path, lowercased
        /// (`../Modules/Utils/` is `utils`).
        public static func identity(path: String) -> String {
            lastComponent(of: path).lowercased()
        }

        /// The identity SwiftPM gives a source-control package: the last component of its URL,
        /// without a `.git` suffix, lowercased (`https://github.com/apple/swift-log.git` is
        /// `swift-log`, and so is `git@github.com:apple/swift-log.git`).
        public static func identity(url: String) -> String {
            var component = lastComponent(of: url)
            if let colon = component.lastIndex(of: ":") {
                component = String(component[component.index(after: colon)...])
            }
            if component.lowercased().hasSuffix(".git") { component.removeLast(4) }
            return component.lowercased()
        }

        /// The last `/`-separated component of `text`, trailing slashes ignored.
        private static func lastComponent(of text: String) -> String {
            var trimmed = Substring(text)
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
            return String(trimmed[trimmed.index(after: slash)...])
        }
    }
}
