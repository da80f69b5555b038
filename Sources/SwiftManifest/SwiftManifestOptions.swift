/// Limits of one reading of a Swift manifest, so that no file can make it take more than a bounded
/// time, memory or stack.
package struct SwiftManifestOptions: Sendable, Hashable {
    /// The largest file read, in bytes.
    package var maximumInputSize = 16 << 20
    /// The deepest nesting of brackets, and the tallest expression, accepted.
    package var maximumDepth = 128
    /// The most expressions kept, and the most entries constants may expand to.
    package var maximumNodeCount = 1_000_000
    /// The most warnings recorded; those after are dropped.
    package var maximumWarnings = 100

    /// The default limits.
    package init() {}
}

/// The words of a manifest's language that matter to a reading: which arguments of which factories
/// do not shape the target graph (and are skipped unread), and which names, in a closure or a loop,
/// mean it may change the graph.
package struct SwiftManifestVocabulary: Sendable, Hashable {
    /// The labels whose values are skipped, by the name of the factory or type called
    /// (`Package`, `target`).
    package var skippedLabels: [String: Set<String>]
    /// The names that, in a closure or a statement's body, mean it may change the target graph.
    package var graphNames: Set<String>

    /// A vocabulary.
    package init(skippedLabels: [String: Set<String>], graphNames: Set<String>) {
        self.skippedLabels = skippedLabels
        self.graphNames = graphNames
    }
}
