/// One entry of a custom rule's `forbid` or `allow`: a name pattern, which matches declared targets,
/// package products, SDKs and externals alike, or a map that narrows by `name` and `type`.
///
/// ```yaml
/// forbid: ["Analytics*", {type: package, name: "Firebase*"}, {type: sdk, name: AdSupport}]
/// ```
public struct ModuleSelector: Sendable, Hashable, CustomStringConvertible {
    /// Name patterns; empty for any name.
    public var names: [Located<Glob>]
    /// Types (product types, `package`, `sdk`, `external`); empty for any type.
    public var types: [ProductType]
    /// Where the entry is written.
    public var location: SourceLocation
    /// Whether the entry is a map rather than a plain pattern.
    public var isMap: Bool

    /// A plain pattern: any node whose name matches.
    public init(pattern: Located<Glob>) {
        self.names = [pattern]
        self.types = []
        self.location = pattern.location
        self.isMap = false
    }

    /// A map: nodes whose name matches one of `names` (any name when empty) and whose type is one of
    /// `types` (any type when empty).
    public init(names: [Located<Glob>], types: [ProductType], location: SourceLocation) {
        self.names = names
        self.types = types
        self.location = location
        self.isMap = true
    }

    /// Whether a node called `name`, of type `type`, is selected.
    /// An SDK node is named without its suffix (`Contacts`); a pattern may also spell it as entries
    /// write it, `Contacts.framework`, `libz.tbd` or `libz.dylib`.
    public func selects(name: String, type: ProductType) -> Bool {
        guard types.isEmpty || types.contains(type) else { return false }
        guard !names.isEmpty else { return true }
        if names.contains(where: { $0.value.matches(name) }) { return true }
        guard type == .sdk else { return false }
        return DependencyDeclaration.sdkSuffixes.contains { suffix in
            names.contains { $0.value.matches(name + suffix) }
        }
    }

    /// The entry as messages quote it: `Analytics*`, or `{type: package, name: Firebase*}`.
    public var description: String {
        guard isMap else { return names.first?.value.pattern ?? "" }
        func list(_ values: [String]) -> String {
            values.count == 1 ? values[0] : "[\(values.joined(separator: ", "))]"
        }
        var parts: [String] = []
        if !types.isEmpty { parts.append("type: \(list(types.map(\.rawValue)))") }
        if !names.isEmpty { parts.append("name: \(list(names.map(\.value.pattern)))") }
        return "{\(parts.joined(separator: ", "))}"
    }
}
