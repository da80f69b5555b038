/// One level of build settings as written — an xcconfig file with its includes, or the
/// `buildSettings` of a configuration in the project file — and how a level applies over the levels
/// below it, as Xcode applies it.
struct XcodeSettingLevel: Sendable {
    /// One assignment; the key may carry conditions, as in `KEY[sdk=iphoneos*]`.
    struct Entry: Sendable, Hashable {
        var key: String
        var value: Located<String>
        var source: BuildSettings.Source
    }

    /// Values longer than this, in bytes, are not grown further by `$(inherited)`: the reference is
    /// kept as written, so that a file repeating `A = $(inherited) $(inherited)` cannot double a value
    /// thousands of times.
    static let maximumValueLength = 1 << 16

    /// The assignments, in the order they apply.
    var entries: [Entry] = []

    /// An empty level, for a configuration based on no xcconfig file.
    init() {}

    /// The `buildSettings` dictionary `node` of a project file as a level: strings as written, arrays
    /// of strings joined by spaces, each value located where it starts in `file`.
    init(buildSettings node: PropertyList.NodeID?, of list: PropertyList, file: String, source: BuildSettings.Source) {
        guard let node else { return }
        for entry in list.entries(of: node) {
            let text: String
            if let string = list.string(entry.value) {
                text = string
            } else if case .array = list[entry.value].value {
                text = list.items(of: entry.value).compactMap(list.string).joined(separator: " ")
            } else {
                continue
            }
            let location = SourceLocation(file: file, position: list.position(entry.value))
            entries.append(Entry(key: entry.key, value: Located(text, at: location), source: source))
        }
    }

    /// The entries of an xcconfig file and its includes as a level.
    init(xcconfig entries: [XCConfigReader.Entry]) {
        self.entries = entries.map {
            Entry(key: $0.key, value: Located($0.value, at: $0.location), source: .configFile($0.location.file))
        }
    }

    /// Applies the level for `configuration` over `values`, the values levels above `below` have set
    /// so far: later entries replace earlier ones; an entry whose conditions hold
    /// (``BuildSettingCondition``) replaces the plain key of this level and is not replaced by it;
    /// `$(inherited)` and `${inherited}` take the value below — for a plain key, an earlier entry of
    /// this level included, as in an xcconfig file that appends to what it included.
    func apply(
        configuration: String, to values: inout [String: BuildSettings.ResolvedValue],
        below: [String: BuildSettings.ResolvedValue]
    ) {
        let before = values
        var conditional: Set<String> = []
        for entry in entries {
            let key: String
            let inherited: BuildSettings.ResolvedValue?
            if let open = entry.key.firstIndex(of: "[") {
                guard BuildSettingCondition.matches(entry.key[open...], configuration: configuration) else { continue }
                key = String(entry.key[..<open])
                conditional.insert(key)
                inherited = before[key] ?? below[key]
            } else {
                key = entry.key
                guard !conditional.contains(key) else { continue }
                inherited = values[key] ?? below[key]
            }
            var value = entry.value
            value.value = Self.inheriting(value.value, from: inherited?.value.value)
            values[key] = BuildSettings.ResolvedValue(value, source: entry.source)
        }
    }

    /// `text` with `$(inherited)` and `${inherited}` replaced by `below` (nothing when no level below
    /// sets it), blanks collapsed; kept as written when it would grow past ``maximumValueLength``.
    static func inheriting(_ text: String, from below: String?) -> String {
        guard text.contains("inherited") else { return text }
        let below = below ?? ""
        var result = text
        for token in ["$(inherited)", "${inherited}"] {
            let count = result.ranges(of: token).count
            guard count > 0 else { continue }
            let (growth, overflow) = count.multipliedReportingOverflow(by: below.utf8.count)
            guard !overflow, result.utf8.count + growth <= maximumValueLength else { return text }
            result = result.replacing(token, with: below)
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
