import ProjectModel
import PropertyList
import XcodeSettings

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
        // What the levels above had set for each key this level replaced, so that a conditional
        // entry inherits from them and not from this level; nil for a key they had not set.
        var replaced: [String: BuildSettings.ResolvedValue?] = [:]
        let hasConditions = entries.contains { $0.key.utf8.contains(UInt8(ascii: "[")) }
        var conditional: Set<String> = []
        values.reserveCapacity(values.count + entries.count)
        for entry in entries {
            let key: String
            var value = entry.value
            if let open = entry.key.utf8.firstIndex(of: UInt8(ascii: "[")) {
                guard BuildSettingCondition.matches(entry.key[open...], configuration: configuration) else { continue }
                key = String(entry.key[..<open])
                conditional.insert(key)
                if Self.mayInherit(value.value) {
                    let inherited = (replaced[key] ?? values[key]) ?? below[key]
                    value.value = Self.inheriting(value.value, from: inherited?.value.value)
                }
            } else {
                key = entry.key
                guard conditional.isEmpty || !conditional.contains(key) else { continue }
                if Self.mayInherit(value.value) {
                    let inherited = values[key] ?? below[key]
                    value.value = Self.inheriting(value.value, from: inherited?.value.value)
                }
            }
            let previous = values.updateValue(BuildSettings.ResolvedValue(value, source: entry.source), forKey: key)
            if hasConditions && replaced[key] == nil { replaced[key] = .some(previous) }
        }
    }

    /// `text` with `$(inherited)` and `${inherited}` replaced by `below` (nothing when no level below
    /// sets it), blanks collapsed; kept as written when it would grow past ``maximumValueLength``.
    static func inheriting(_ text: String, from below: String?) -> String {
        guard mayInherit(text) else { return text }
        let bytes = Array(text.utf8)
        var references: [Int] = []
        var index = 0
        while index + inheritedReferenceLength <= bytes.count {
            if isInheritedReference(bytes, at: index) {
                references.append(index)
                index += inheritedReferenceLength
            } else {
                index += 1
            }
        }
        guard !references.isEmpty else { return text }
        let below = Array((below ?? "").utf8)
        let (growth, overflow) = references.count.multipliedReportingOverflow(by: below.count)
        guard !overflow, bytes.count + growth <= maximumValueLength else { return text }
        var replaced: [UInt8] = []
        replaced.reserveCapacity(bytes.count + growth)
        var copied = 0
        for reference in references {
            replaced += bytes[copied..<reference]
            replaced += below
            copied = reference + inheritedReferenceLength
        }
        replaced += bytes[copied...]
        return String(decoding: collapsingSpaces(replaced), as: UTF8.self)
    }

    /// `bytes` with each run of spaces made one space, and none at either end.
    private static func collapsingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var spacePending = false
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                spacePending = !result.isEmpty
                continue
            }
            if spacePending { result.append(UInt8(ascii: " ")) }
            spacePending = false
            result.append(byte)
        }
        return result
    }

    /// Whether `text` may name `$(inherited)`: a cheap look for its `$`, before any key is looked up.
    private static func mayInherit(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "$"))
    }

    /// The length of `$(inherited)`.
    private static let inheritedReferenceLength = 12

    /// Whether `$(inherited)` or `${inherited}` starts at `index` of `bytes`.
    private static func isInheritedReference(_ bytes: [UInt8], at index: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: "$") else { return false }
        let open = bytes[index + 1]
        let close = bytes[index + inheritedReferenceLength - 1]
        guard
            (open == UInt8(ascii: "(") && close == UInt8(ascii: ")"))
                || (open == UInt8(ascii: "{") && close == UInt8(ascii: "}"))
        else { return false }
        return bytes[(index + 2)..<(index + inheritedReferenceLength - 1)].elementsEqual("inherited".utf8)
    }
}
