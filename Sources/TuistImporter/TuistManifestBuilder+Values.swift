import FileAccess
import ProjectModel
import SourceText
import SwiftManifest

/// The values a `Project.swift` writes out: paths, property lists, resources and settings.
extension TuistManifestBuilder {
    /// Entitlements or an Info.plist: a path, `.file(path:)`, or values under `.dictionary(...)`
    /// or `.extendingDefault(with:)`; nil for `.default` and what is not literal.
    mutating func propertyList(
        _ value: SwiftExpression, as role: String
    ) -> TuistProjectDump.PropertyListSource? {
        // A literal that starts with `$(` is a build setting Tuist passes on (`.variable`), not a path.
        if case .string = value.kind, let text = value.stringValue {
            return text.hasPrefix("$(") ? nil : .file(Self.tuistPath(text))
        }
        if Self.isNil(value) { return nil }
        if case .implicitMember("default") = value.kind { return nil }
        if case .call(let callee, let arguments, _) = value.kind, let (name, _) = callee.memberName,
            let first = arguments.first
        {
            switch name {
            case "file": return pathValue(first.value, role: role).map { .file($0) }
            case "dictionary", "extendingDefault":
                if let values = plist(resolved(first.value)) { return .values(values) }
            case "variable": return nil
            default: break
            }
        }
        unsupported(value, as: role)
        return nil
    }

    /// A `Plist.Value` written as a literal, or its case (`.string("x")`), located; nil for what is
    /// not literal. Iterative over the expression, which is bounded in height.
    mutating func plist(_ value: SwiftExpression) -> ManifestValue? {
        let at = location(value.position)
        switch value.kind {
        case .string(let literal) where !literal.isInterpolated:
            return ManifestValue(.scalar(literal.text, isNull: false), at: at)
        case .name(let name) where name == "true" || name == "false":
            return ManifestValue(.scalar(name, isNull: false), at: at)
        case .array(let items):
            return ManifestValue(.sequence(items.compactMap { plist(resolved($0)) }), at: at)
        case .dictionary(let entries):
            var pairs: [ManifestValuePair] = []
            for index in stride(from: 0, to: entries.count - 1, by: 2) {
                guard let key = entries[index].stringValue, let item = plist(resolved(entries[index + 1])) else {
                    continue
                }
                pairs.append(ManifestValuePair(key: key, at: location(entries[index].position), value: item))
            }
            return ManifestValue(.mapping(pairs), at: at)
        case .call(let callee, let arguments, _):
            guard let name = callee.memberName?.name, let first = arguments.first,
                ["string", "array", "dictionary", "boolean", "integer", "real"].contains(name)
            else { return nil }
            return plist(resolved(first.value))
        default:
            return nil
        }
    }

    /// `.settings(base: [...], configurations: [.debug(name: "Debug", settings: [...], xcconfig: "..."),
    /// ...])`, or Tuist's shorthand `.settings(base:debug:release:)`.
    mutating func settings(_ value: SwiftExpression) -> TuistProjectDump.Settings {
        guard case .call(let callee, let arguments, _) = value.kind, callee.memberName?.name == "settings" else {
            if !Self.isNil(value) { unsupported(value, as: "the settings") }
            return TuistProjectDump.Settings()
        }
        func argument(_ label: String, of arguments: [SwiftArgument]) -> SwiftExpression? {
            arguments.first { $0.label == label }.map { resolved($0.value) }
        }
        var settings = TuistProjectDump.Settings()
        settings.isWritten = true
        if let base = argument("base", of: arguments) { settings.base = settingValues(base) }
        if let list = argument("configurations", of: arguments) {
            for element in elements(of: list, role: "the configurations") {
                guard case .call(let callee, let configuration, _) = resolved(element).kind else { continue }
                let nameValue = argument("name", of: configuration)
                var name = nameValue?.stringValue
                // `name: .debug` is ConfigurationName's `Debug`; no name is the factory's variant's.
                if case .implicitMember(let variant) = nameValue?.kind { name = Self.capitalized(variant) }
                guard let name = name ?? callee.memberName.map({ Self.capitalized($0.name) }) else { continue }
                var read = TuistProjectDump.Configuration(name: name)
                if callee.memberName?.name == "debug" { read.variant = "debug" }
                if let file = argument("xcconfig", of: configuration) {
                    read.xcconfig = pathValue(file, role: "the xcconfig file of '\(name)'")
                }
                if let values = argument("settings", of: configuration) { read.values = settingValues(values) }
                settings.configurations.append(read)
            }
        } else if argument("debug", of: arguments) != nil || argument("release", of: arguments) != nil {
            for name in ["Debug", "Release"] {
                var read = TuistProjectDump.Configuration(name: name, variant: name.lowercased())
                if let values = argument(name.lowercased(), of: arguments) { read.values = settingValues(values) }
                settings.configurations.append(read)
            }
        }
        if let defaults = argument("defaultSettings", of: arguments) { settings.defaults = defaultSettings(defaults) }
        return settings
    }

    /// `.recommended`, `.essential(excluding: [...])`, `.none`.
    mutating func defaultSettings(_ value: SwiftExpression) -> TuistDefaultSettings {
        var name: String?
        var excluding: Set<String> = []
        switch value.kind {
        case .implicitMember(let written): name = written
        case .call(let callee, let arguments, _):
            name = callee.memberName?.name
            if let list = arguments.first(where: { $0.label == "excluding" }) {
                excluding = Set(
                    elements(of: list.value, role: "the settings excluded").compactMap { resolved($0).stringValue })
            }
        default: break
        }
        guard let name, let kind = TuistDefaultSettings.Kind(rawValue: name) else {
            unsupported(value, as: "the default settings")
            return TuistDefaultSettings()
        }
        return TuistDefaultSettings(kind: kind, excluding: excluding)
    }

    /// The settings rules read, whose values must be known for a reading to be whole: those the
    /// size rule requires by default, and those that say which platform a target is built for.
    static let judgedSettings: Set<String> = [
        "DEAD_CODE_STRIPPING", "STRIP_INSTALLED_PRODUCT", "ASSETCATALOG_COMPILER_OPTIMIZATION",
        "GCC_OPTIMIZATION_LEVEL",
        "SWIFT_OPTIMIZATION_LEVEL", "SDKROOT", "SUPPORTED_PLATFORMS", "IPHONEOS_DEPLOYMENT_TARGET",
        "PRODUCT_BUNDLE_IDENTIFIER", "CODE_SIGN_ENTITLEMENTS", "INFOPLIST_FILE",
    ]

    /// `debug` as a configuration is named, `Debug`.
    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A settings dictionary's literal values: strings, lists of strings (joined with spaces) and
    /// `.string(...)` / `.array(...)`.
    mutating func settingValues(_ value: SwiftExpression) -> [String: String] {
        if case .array(let items) = value.kind, items.isEmpty { return [:] }
        guard case .dictionary(let entries) = value.kind else {
            unsupported(value, as: "the settings")
            return [:]
        }
        var values: [String: String] = [:]
        for index in stride(from: 0, to: entries.count - 1, by: 2) {
            guard let key = entries[index].stringValue else { continue }
            var setting = resolved(entries[index + 1])
            if case .call(_, let arguments, _) = setting.kind, let first = arguments.first {
                setting = resolved(first.value)
            }
            if let text = setting.stringValue {
                values[key] = text
            } else if case .name(let flag) = setting.kind, flag == "true" || flag == "false" {
                values[key] = flag == "true" ? "YES" : "NO"
            } else if case .array(let items) = setting.kind {
                values[key] = items.compactMap { string(resolved($0), role: "a value of '\(key)'")?.value }
                    .joined(separator: " ")
            } else if Self.judgedSettings.contains(key) {
                unsupported(setting, as: "the value of '\(key)'")
            } else {
                // A value no rule reads (a version number, a team) does not stop the reading.
                notes.append(
                    InputWarning(
                        "the value of '\(key)' is given by code targetlint does not run; it is left out",
                        at: location(setting.position)))
            }
        }
        return values
    }
}
