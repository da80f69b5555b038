/// A rule a manifest defines under `rules.custom`: which targets it applies to and which modules,
/// package products, SDKs and externals they may link.
///
/// ```yaml
/// rules:
///   custom:
///     - id: no-analytics-in-widgets
///       message: Widgets must not link the analytics SDK
///       from: {extension-point: widget}
///       forbid: ["Analytics*", {type: package, name: "Firebase*"}]
/// ```
public struct CustomRuleDeclaration: Sendable, Hashable {
    /// What the selected targets may link.
    public enum Policy: Sendable, Hashable {
        /// Whatever an entry selects is forbidden.
        case forbid([ModuleSelector])
        /// Only what an entry selects is allowed. SDKs are checked only when an entry selects
        /// `type: sdk`: a list of the modules a widget may link does not mean to forbid every
        /// system framework.
        case allow([ModuleSelector])

        /// Whether SDK nodes are checked: always by `forbid`, by `allow` only when an entry selects
        /// the `sdk` type.
        public var checksSDKs: Bool {
            switch self {
            case .forbid: true
            case .allow(let entries): entries.contains { $0.types.contains(.sdk) }
            }
        }
    }

    /// The rule's id, as findings, `ignore:` lists and baselines name it.
    public var id: Located<String>
    /// How its findings count; `error` unless set.
    public var severity: RuleSeverity
    /// The user's explanation, put before each finding's own text.
    public var message: String?
    /// The targets the rule applies to.
    public var selector: TargetSelector
    /// What those targets may link.
    public var policy: Policy
    /// Whether the whole link closure is checked (the default) or direct dependencies only.
    public var transitive: Bool

    /// Creates a declaration.
    public init(
        id: Located<String>, severity: RuleSeverity = .error, message: String? = nil, selector: TargetSelector,
        policy: Policy, transitive: Bool = true
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.selector = selector
        self.policy = policy
        self.transitive = transitive
    }
}

/// The `from:` of a custom rule: declared targets by name pattern, type, extension point and layer.
/// Every key given must match; a key with a list matches any of its entries.
public struct TargetSelector: Sendable, Hashable {
    /// Name patterns; empty for any name.
    public var names: [Located<Glob>] = []
    /// Product types; empty for any type.
    public var types: [ProductType] = []
    /// Extension point identifiers (short names already resolved); empty for any.
    public var extensionPoints: [String] = []
    /// Layer names; empty for any layer.
    public var layers: [Located<String>] = []

    /// Creates a selector.
    public init(
        names: [Located<Glob>] = [], types: [ProductType] = [], extensionPoints: [String] = [],
        layers: [Located<String>] = []
    ) {
        self.names = names
        self.types = types
        self.extensionPoints = extensionPoints
        self.layers = layers
    }

    /// Whether `target`, placed in `layer`, is selected.
    public func selects(_ target: TargetDeclaration, layer: String?) -> Bool {
        (names.isEmpty || names.contains { $0.value.matches(target.name) })
            && (types.isEmpty || types.contains(target.type))
            && (extensionPoints.isEmpty || target.extensionPoint.map { extensionPoints.contains($0.value) } == true)
            && (layers.isEmpty || layer.map { layer in layers.contains { $0.value == layer } } == true)
    }
}
