import TextOutput

/// What an App Clip or app extension does wrong by reaching a module, said around the module's
/// name: `links feature module '` + `Checkout` + `'`. A finding's message is
/// `app clip 'C' links feature module 'Checkout' via C → Kit → Checkout`.
///
/// The words are shared by every finding that says them, and the name comes from the finding's
/// path, so a rule with a million findings makes one predicate, not a million messages.
public struct ReachabilityPredicate: Sendable, Hashable {
    /// What comes before the module's name, such as `links feature module '`.
    public var beforeModule: String
    /// What comes after it, such as `'`.
    public var afterModule: String

    /// Whether both say the same bytes; `==` compares the words as strings, canonically.
    package func spellsSame(as other: ReachabilityPredicate) -> Bool {
        beforeModule.hasSameBytes(as: other.beforeModule) && afterModule.hasSameBytes(as: other.afterModule)
    }

    /// Creates a predicate that says `beforeModule`, the module's name, then `afterModule`.
    public init(beforeModule: String, afterModule: String) {
        self.beforeModule = beforeModule
        self.afterModule = afterModule
    }
}
