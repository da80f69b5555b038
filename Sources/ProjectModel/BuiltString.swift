/// A string the build writes into a product, such as an App Group of an entitlements file, as it is
/// built: the build settings it names (`$(GROUP_ID_PREFIX).shared`) expanded with the target's
/// settings, as Xcode expands them when it processes the file.
///
/// A value that names a setting targetlint cannot resolve, or the team's prefix
/// (`$(AppIdentifierPrefix)`, `$(TeamIdentifierPrefix)`, which only signing knows), is unknown, and
/// no rule judges it.
public struct BuiltString: Sendable, Hashable {
    /// The value as built; nil when unknown.
    public var value: String?
    /// The value as written, when it names build settings; nil when it is written as built.
    public var written: String?
    /// Where it is written.
    public var location: SourceLocation

    /// A value written as built, as a manifest writes it.
    public init(_ value: String, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// A value written as `written`, which names build settings, and built as `value` (nil when unknown).
    public init(_ value: String?, written: String, at location: SourceLocation) {
        self.value = value
        self.written = written
        self.location = location
    }

    /// Whether the value is unknown.
    public var isUnknown: Bool { value == nil }

    /// The value quoted as a message shows it, with where it comes from when it names settings:
    /// `'group.com.example.shared' (from '$(GROUP_ID_PREFIX).shared')`; an unknown value as written.
    public var quoted: String {
        guard let value else { return "'\(written ?? "")'" }
        guard let written else { return "'\(value)'" }
        return "'\(value)' (from '\(written)')"
    }
}

extension Array where Element == BuiltString {
    /// Located values written as built, as a manifest writes them.
    package init(written values: [Located<String>]) {
        self = values.map { BuiltString($0.value, at: $0.location) }
    }

    /// The known values, in order.
    public var knownValues: [String] { compactMap(\.value) }

    /// Whether some value is unknown.
    public var hasUnknown: Bool { contains { $0.value == nil } }
}
