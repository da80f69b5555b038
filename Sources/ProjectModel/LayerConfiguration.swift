/// The layers of a manifest: their order and the name patterns that place modules in them.
public struct LayerConfiguration: Sendable, Hashable {
    /// The patterns of one layer.
    public struct Patterns: Sendable, Hashable {
        /// The layer's name.
        public var layer: String
        /// Its name patterns, in the order written.
        public var globs: [Located<Glob>]

        /// Creates the patterns of a layer.
        public init(layer: String, globs: [Located<Glob>]) {
            self.layer = layer
            self.globs = globs
        }
    }

    /// Layer names, highest first: a module may depend on its own layer or lower ones only.
    public var order: [Located<String>]
    /// Each layer's patterns, in the order written; the first matching pattern wins.
    public var match: [Patterns]

    /// Creates a configuration.
    public init(order: [Located<String>], match: [Patterns]) {
        self.order = order
        self.match = match
    }

    /// The default: `feature` above `core`; names ending or starting with `Feature` are features, every
    /// other module is core.
    public static func standard(file: String) -> LayerConfiguration {
        let location = SourceLocation(file: file, line: 1, column: 1)
        func globs(_ patterns: String...) -> [Located<Glob>] { patterns.map { Located(Glob($0), at: location) } }
        return LayerConfiguration(
            order: [Located("feature", at: location), Located("core", at: location)],
            match: [
                Patterns(layer: "feature", globs: globs("*Feature", "Feature*")),
                Patterns(layer: "core", globs: globs("*")),
            ])
    }

    /// The layer the patterns place `name` in, if any.
    public func layer(matching name: String) -> String? {
        match.first { $0.globs.contains { $0.value.matches(name) } }?.layer
    }

    /// The rank of a layer: 0 for the highest.
    public func rank(of layer: String) -> Int? {
        order.firstIndex { $0.value == layer }
    }
}
