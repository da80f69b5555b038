import FileAccess
import ProjectModel
import SourceText
import SwiftManifest

/// Turns what a ``SwiftStatementReader`` reads of a `Project.swift` into a ``TuistProjectDump``,
/// every target and dependency located where the file writes it, and counts what it could not read.
struct TuistManifestBuilder: SwiftStatementBuilder {
    let file: String
    let fileName: String
    let options: SwiftManifestOptions
    var constants: [String: SwiftExpression] = [:]
    var expansions = 0
    var problems: [InputProblem] = []
    var warnings: [InputWarning] = []
    /// The project, once `Project(...)` is read.
    var project: TuistProjectDump?
    /// Where each target (or whole project) made by code targetlint does not evaluate is, and how
    /// it is made, in order.
    private(set) var unread: [(position: TextPosition, how: String, isProject: Bool)] = []

    init(file: String, options: SwiftManifestOptions) {
        self.file = file
        self.options = options
        fileName = Path.lastComponent(of: file)
    }

    var canWarn: Bool { warnings.count < options.maximumWarnings }

    mutating func warn(_ message: String, at position: TextPosition, target: String?) {
        guard canWarn else { return }
        warnings.append(InputWarning(message, at: location(position), target: target))
    }

    mutating func fail(_ message: String, at position: TextPosition) {
        problems.append(InputProblem(message, at: location(position)))
    }

    // Both branches of an `if` are read as written, as for `Package.swift`.
    mutating func enterCondition(at position: TextPosition) {}
    mutating func leaveCondition() {}

    mutating func declare(_ name: String, as value: SwiftExpression) {
        guard case .call(let callee, let arguments, _) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, factory == "Project" || (project == nil && name == "project")
        else {
            constants[name] = value
            return
        }
        guard factory == "Project", case .name = callee.kind else {
            // `Project.app(...)`, `.module(...)`: a helper makes the whole project.
            unread.append((value.position, "'\(Self.path(callee))(...)'", true))
            return
        }
        project = readProject(arguments, at: value.position)
    }

    mutating func assign(_ value: SwiftExpression, to target: SwiftExpression, operation: String) {
        if case .name(let name) = target.kind, operation == "=" || operation == "+=", constants[name] != nil {
            constants[name] =
                operation == "=" ? value : SwiftExpression(.sum([constants[name] ?? value, value]), at: value.position)
            return
        }
        warn(
            "\(fileName) changes \(describe(target)) here, which targetlint does not evaluate without --evaluate",
            at: target.position)
    }

    mutating func perform(_ statement: SwiftExpression) {
        if case .call(let callee, _, _) = statement.kind, case .member(_, let method) = callee.kind,
            method == "append" || method == "forEach"
        {
            unread.append((statement.position, "'\(Self.path(callee))'", false))
        }
    }

    /// One warning, at the first place, for everything that was not read.
    mutating func sayWhatWasNotRead() {
        guard let first = unread.first else { return }
        let others = unread.dropFirst().prefix(3).map { "line \($0.position.line)" }
        let then = others.isEmpty ? "" : " (then at \(others.joined(separator: ", ")))"
        let message =
            first.isProject && unread.count == 1
            ? "\(fileName) makes its project with \(first.how) here, code targetlint does not run; the graph "
                + "lacks its targets: pass --evaluate to let Tuist evaluate the manifest"
            : "\(fileName) makes targets in \(unread.count == 1 ? "one place" : "\(unread.count) places") with code "
                + "targetlint does not run, first here with \(first.how)\(then); the graph lacks them: pass "
                + "--evaluate to let Tuist evaluate the manifest"
        warnings.append(InputWarning(message, at: location(first.position)))
    }

    // MARK: The project

    private mutating func readProject(_ arguments: [SwiftArgument], at position: TextPosition) -> TuistProjectDump? {
        guard let nameArgument = arguments.first(where: { $0.label == "name" }),
            let name = string(nameArgument.value, role: "the project's name")
        else {
            fail("\(fileName) declares a 'Project(...)' without a name targetlint can read", at: position)
            return nil
        }
        var project = TuistProjectDump(name: name.value)
        if let settings = arguments.first(where: { $0.label == "settings" }) {
            project.settings = self.settings(resolved(settings.value))
        }
        guard let targets = arguments.first(where: { $0.label == "targets" }) else { return project }
        for element in elements(of: targets.value, role: "the targets") {
            if let target = target(resolved(element)) { project.targets.append(target) }
        }
        return project
    }

    // MARK: Targets

    /// A literal target; nil, counted as unread, for anything else.
    private mutating func target(_ value: SwiftExpression) -> TuistProjectDump.Target? {
        guard case .call(let callee, let arguments, _) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, factory == "target" || factory == "Target"
        else {
            unread.append((value.position, describe(value), false))
            return nil
        }
        func argument(_ label: String) -> SwiftExpression? {
            arguments.first { $0.label == label }.map { resolved($0.value) }
        }
        guard let nameValue = argument("name"), let name = string(nameValue, role: "a target's name"),
            let productValue = argument("product"), case .implicitMember(let product) = productValue.kind
        else {
            unread.append((value.position, describe(value), false))
            return nil
        }
        var target = TuistProjectDump.Target(name: name.value, product: product)
        target.location = name.location
        target.bundleID = argument("bundleId").flatMap { string($0, role: "the bundle id of '\(name.value)'") }?.value
        target.platforms = platforms(destinations: argument("destinations"), platform: argument("platform"))
        target.deploymentTarget = deploymentTarget(argument("deploymentTargets") ?? argument("deploymentTarget"))
        if let list = argument("dependencies") {
            for element in elements(of: list, role: "the dependencies of '\(name.value)'", target: name.value) {
                if let dependency = dependency(resolved(element), of: name.value) {
                    target.dependencies.append(dependency)
                }
            }
        }
        if let entitlements = argument("entitlements") { target.entitlements = propertyList(entitlements) }
        if let info = argument("infoPlist") { target.infoPlist = propertyList(info) }
        if let settings = argument("settings") { target.settings = self.settings(settings) }
        return target
    }

    /// Tuist 4's destinations, or Tuist 3's platform, as platform filter names.
    private mutating func platforms(destinations: SwiftExpression?, platform: SwiftExpression?) -> [String] {
        if let destinations {
            switch destinations.kind {
            case .implicitMember(let set), .member(_, let set):
                switch set {
                case "iOS": return ["ios"]
                case "macOS": return ["macos"]
                case "watchOS": return ["watchos"]
                case "tvOS": return ["tvos"]
                case "visionOS": return ["visionos"]
                default: return TuistProjectDumpReader.platforms(ofDestinations: [set])
                }
            case .array(let items):
                return TuistProjectDumpReader.platforms(
                    ofDestinations: items.compactMap {
                        if case .implicitMember(let name) = $0.kind { name } else { nil }
                    })
            default: return []
            }
        }
        if let platform, case .implicitMember(let name) = platform.kind { return [name.lowercased()] }
        return []
    }

    /// `.iOS("16.0")` (Tuist 4) or `.iOS(targetVersion: "15.0", devices: ...)` (Tuist 3).
    private mutating func deploymentTarget(_ value: SwiftExpression?) -> String? {
        guard let value, case .call(let callee, let arguments, _) = value.kind, callee.memberName?.name == "iOS",
            let first = arguments.first
        else { return nil }
        return resolved(first.value).stringValue
    }

    // MARK: Dependencies

    private mutating func dependency(_ value: SwiftExpression, of target: String) -> TuistProjectDump.Dependency? {
        if case .implicitMember("xctest") = value.kind {
            return TuistProjectDump.Dependency(kind: .sdk, name: "XCTest", location: location(value.position))
        }
        guard case .call(let callee, let arguments, _) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory
        else {
            unread.append((value.position, describe(value), false))
            return nil
        }
        func argument(_ label: String?) -> SwiftExpression? {
            arguments.first { $0.label == label }.map { resolved($0.value) }
        }
        func named(
            _ label: String?, _ kind: TuistProjectDump.Dependency.Kind, links: Bool = true
        )
            -> TuistProjectDump.Dependency?
        {
            guard let nameValue = argument(label),
                let name = string(nameValue, role: "a dependency of '\(target)'", target: target)
            else { return nil }
            var dependency = TuistProjectDump.Dependency(kind: kind, name: name.value, location: name.location)
            if case .implicitMember("none") = argument("status")?.kind { dependency.links = false }
            dependency.links = dependency.links && links
            dependency.platforms = conditionPlatforms(argument("condition"))
            return dependency
        }
        switch factory {
        case "target": return named("name", .target) ?? named(nil, .target)
        case "macro": return named("name", .target, links: false)
        case "project":
            guard let pathValue = argument("path"),
                let path = string(pathValue, role: "a project path of '\(target)'", target: target)
            else { return nil }
            return named("target", .project(path: Self.path(path.value)))
        case "external": return named("name", .package)
        case "package":
            var links = true
            if case .implicitMember(let type) = argument("type")?.kind {
                links = type == "runtime" || type == "runtimeEmbedded"
            }
            return named("product", .package, links: links)
        case "packagePlugin": return named("product", .package, links: false)
        case "sdk":
            return named("name", .sdk).map {
                var sdk = $0
                sdk.name = DependencyDeclaration.sdkName(sdk.name)
                return sdk
            }
        case "framework", "xcframework", "library": return named("path", .framework)
        default:
            unread.append((value.position, describe(value), false))
            return nil
        }
    }

    /// The platforms of `.when([.ios, .macos])`; nil without a condition.
    private func conditionPlatforms(_ condition: SwiftExpression?) -> Set<String>? {
        guard let condition, case .call(_, let arguments, _) = condition.kind,
            case .array(let filters) = arguments.first?.value.kind
        else { return nil }
        return Set(
            filters.compactMap { if case .implicitMember(let name) = $0.kind { name.lowercased() } else { nil } })
    }

    /// A path string as Tuist's `Path` reads a literal: `//` leads from the root.
    private static func path(_ text: String) -> TuistPath {
        text.hasPrefix("//")
            ? TuistPath(base: .root, path: String(text.dropFirst(2))) : TuistPath(base: .manifest, path: text)
    }

    // MARK: Property lists and settings

    /// Entitlements or an Info.plist: a path, `.file(path:)`, or values under `.dictionary(...)`
    /// or `.extendingDefault(with:)`; nil for `.default` and what is not literal.
    private mutating func propertyList(_ value: SwiftExpression) -> TuistProjectDump.PropertyListSource? {
        // A literal that starts with `$(` is a build setting Tuist passes on (`.variable`), not a path.
        if case .string = value.kind, let text = value.stringValue {
            return text.hasPrefix("$(") ? nil : .file(Self.path(text))
        }
        guard case .call(let callee, let arguments, _) = value.kind, let (name, _) = callee.memberName,
            let first = arguments.first
        else { return nil }
        switch name {
        case "file": return resolved(first.value).stringValue.map { .file(Self.path($0)) }
        case "dictionary", "extendingDefault": return plist(resolved(first.value)).map { .values($0) }
        default: return nil
        }
    }

    /// A `Plist.Value` written as a literal, or its case (`.string("x")`), located; nil for what is
    /// not literal. Iterative over the expression, which is bounded in height.
    private mutating func plist(_ value: SwiftExpression) -> ManifestValue? {
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
    private mutating func settings(_ value: SwiftExpression) -> TuistProjectDump.Settings {
        guard case .call(_, let arguments, _) = value.kind else { return TuistProjectDump.Settings() }
        func argument(_ label: String, of arguments: [SwiftArgument]) -> SwiftExpression? {
            arguments.first { $0.label == label }.map { resolved($0.value) }
        }
        var settings = TuistProjectDump.Settings()
        if let base = argument("base", of: arguments) { settings.base = settingValues(base) }
        if let list = argument("configurations", of: arguments) {
            for element in elements(of: list, role: "the configurations") {
                guard case .call(let callee, let configuration, _) = resolved(element).kind else { continue }
                let nameValue = argument("name", of: configuration)
                var name = nameValue?.stringValue
                // `name: .debug` is ConfigurationName's `Debug`; no name is the factory's variant's.
                if case .implicitMember(let variant) = nameValue?.kind { name = Self.capitalized(variant) }
                guard let name = name ?? callee.memberName.map({ Self.capitalized($0.name) }) else { continue }
                var read = TuistProjectDump.Configuration(
                    name: name, xcconfig: argument("xcconfig", of: configuration)?.stringValue.map(Self.path))
                if let values = argument("settings", of: configuration) { read.values = settingValues(values) }
                settings.configurations.append(read)
            }
        } else if argument("debug", of: arguments) != nil || argument("release", of: arguments) != nil {
            for name in ["Debug", "Release"] {
                var read = TuistProjectDump.Configuration(name: name)
                if let values = argument(name.lowercased(), of: arguments) { read.values = settingValues(values) }
                settings.configurations.append(read)
            }
        }
        return settings
    }

    /// `debug` as a configuration is named, `Debug`.
    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A settings dictionary's literal values: strings, lists of strings (joined with spaces) and
    /// `.string(...)` / `.array(...)`.
    private mutating func settingValues(_ value: SwiftExpression) -> [String: String] {
        guard case .dictionary(let entries) = value.kind else { return [:] }
        var values: [String: String] = [:]
        for index in stride(from: 0, to: entries.count - 1, by: 2) {
            guard let key = entries[index].stringValue else { continue }
            var setting = resolved(entries[index + 1])
            if case .call(_, let arguments, _) = setting.kind, let first = arguments.first {
                setting = resolved(first.value)
            }
            if let text = setting.stringValue {
                values[key] = text
            } else if case .array(let items) = setting.kind {
                values[key] = items.compactMap { resolved($0).stringValue }.joined(separator: " ")
            }
        }
        return values
    }
}
