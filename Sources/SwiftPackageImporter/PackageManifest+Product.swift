import ProjectModel

extension PackageManifest {
    /// A product: `.library(name:type:targets:)`, `.executable(name:targets:)` or
    /// `.plugin(name:targets:)`.
    public struct Product: Sendable, Hashable {
        /// What a product is.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// `.library`.
            case library
            /// `.executable`.
            case executable
            /// `.plugin`, which builds into no app.
            case plugin
        }

        /// How a library product is linked: `type: .static`, `.dynamic`, or left to the client.
        public enum Linkage: String, Sendable, Hashable, CaseIterable {
            /// No `type:`; the client decides, statically in practice.
            case automatic
            /// `type: .static`.
            case `static`
            /// `type: .dynamic`: a framework the app embeds.
            case dynamic
        }

        /// The product's name, which clients name in `.product(name:package:)`.
        public var name: Located<String>
        /// What it is.
        public var kind: Kind
        /// How it is linked; ``Linkage/automatic`` for every product but a library with a `type:`.
        public var linkage: Linkage
        /// The targets it is made of, in the order listed.
        public var targets: [Located<String>]

        /// Creates a product.
        public init(name: Located<String>, kind: Kind, linkage: Linkage = .automatic, targets: [Located<String>]) {
            self.name = name
            self.kind = kind
            self.linkage = linkage
            self.targets = targets
        }
    }
}
