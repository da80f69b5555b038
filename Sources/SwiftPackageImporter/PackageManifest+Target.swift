import ProjectModel

extension PackageManifest {
    /// A target: a module of the package, with the targets and products it depends on.
    public struct Target: Sendable, Hashable {
        /// What a target is, as the factory that declares it says (`.target`, `.testTarget`, ...).
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `.target`.
            case regular
            /// `.executableTarget`.
            case executable
            /// `.testTarget`.
            case test
            /// `.binaryTarget`: a prebuilt XCFramework or artifact bundle.
            case binary
            /// `.macro`: a compiler plugin that runs on the build machine.
            case macro
            /// `.plugin`: a build tool or command plugin.
            case plugin
            /// `.systemLibrary`.
            case system
        }

        /// The target's name, which is also its module's name.
        public var name: Located<String>
        /// What it is.
        public var kind: Kind

        /// The folder its sources are in unless `path:` says otherwise: `Tests/NAME` for a test
        /// target, `Plugins/NAME` for a plugin, `Sources/NAME` for the rest.
        public var defaultPath: String {
            switch kind {
            case .test: "Tests/\(name.value)"
            case .plugin: "Plugins/\(name.value)"
            default: "Sources/\(name.value)"
            }
        }
        /// Its dependencies, in the order listed.
        public var dependencies: [Dependency]
        /// `path:`, when the manifest gives one.
        public var path: Located<String>?
        /// `sources:`, the files and folders below the target's path it compiles; nil for all of them.
        public var sources: [Located<String>]?
        /// `exclude:`, the files and folders below the target's path it leaves out.
        public var exclude: [Located<String>] = []
        /// Whether some of its dependencies are written in a way the reader left out (a closure,
        /// a constant it could not read), so that those read are not all it has.
        public var dependenciesPartlyRead = false

        /// Creates a target.
        public init(name: Located<String>, kind: Kind, dependencies: [Dependency] = [], path: Located<String>? = nil) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.path = path
        }
    }
}
