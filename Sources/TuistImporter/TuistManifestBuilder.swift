import FileAccess
import ProjectModel
import SourceText
import SwiftManifest

/// Turns what a ``SwiftStatementReader`` reads of a `Project.swift` into a ``TuistProjectDump``,
/// every target and dependency located where the file writes it.
///
/// What the file makes through code that is not run (a target or project a helper makes, a value
/// given by a helper's constant, a loop) is a problem at its line that names `--evaluate`: a
/// reading that misses targets or values would report what is not so (a dependency on a target
/// it did not see, an extension no app embeds, a setting unset), so a manifest is read as written
/// only when all of it can be.
struct TuistManifestBuilder: SwiftStatementBuilder {
    let file: String
    let fileName: String
    let options: SwiftManifestOptions
    var constants: [String: SwiftExpression] = [:]
    var expansions = 0
    var problems: [InputProblem] = []
    /// What was left out on purpose, which `--verbose` tells.
    var notes: [InputWarning] = []
    /// Where the file makes its project: the `Project(...)` call, or the helper's that makes it.
    var projectPosition: TextPosition?
    /// The project, once `Project(...)` is read.
    var project: TuistProjectDump?
    /// Where each target (or whole project) made by code targetlint does not evaluate is, and how
    /// it is made, in order.
    var unread: [(position: TextPosition, how: String, isProject: Bool)] = []

    init(file: String, options: SwiftManifestOptions) {
        self.file = file
        self.options = options
        fileName = Path.lastComponent(of: file)
    }

    var canWarn: Bool { notEvaluated.count < options.maximumWarnings }

    /// What the reader could not evaluate, each where it is, for the one problem that says so.
    var notEvaluated: [(position: TextPosition, message: String)] = []

    mutating func warn(_ message: String, at position: TextPosition, target: String?) {
        guard canWarn else { return }
        // "Project.swift gives the settings here as 'x', which targetlint does not evaluate; it is left
        // out" reads, after what the one problem says first, as "it gives the settings here as 'x'".
        var said = message
        if said.hasPrefix(fileName + " ") { said = "it " + said.dropFirst(fileName.count + 1) }
        for ending in [", which targetlint does not evaluate; it is left out", "; it is left out"]
        where said.hasSuffix(ending) {
            said.removeLast(ending.count)
            break
        }
        notEvaluated.append((position, said))
    }

    mutating func fail(_ message: String, at position: TextPosition) {
        problems.append(InputProblem(message, at: location(position)))
    }

    // Both branches of an `if` are read as written, as for `Package.swift`.
    mutating func enterCondition(at position: TextPosition) {}
    mutating func leaveCondition() {}

    /// `let project = Project(...)`: the project, under whatever name (Tuist takes the project a
    /// manifest makes, not a variable's). A `Project.app(...)` or, as `project`, any call is a
    /// project a helper makes. Anything else is a constant.
    mutating func declare(_ name: String, as value: SwiftExpression) {
        guard case .call(let callee, let arguments, _) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, factory == "Project" || Self.isProjectMember(callee) || (project == nil && name == "project")
        else {
            constants[name] = value
            return
        }
        if projectPosition == nil { projectPosition = value.position }
        guard factory == "Project", case .name = callee.kind else {
            // `Project.app(...)`, `.module(...)`: a helper makes the whole project.
            unread.append((value.position, "'\(Self.path(callee))(...)'", true))
            return
        }
        project = readProject(arguments, at: value.position)
    }

    /// Whether `callee` is a member of `Project`, `Project.app`.
    static func isProjectMember(_ callee: SwiftExpression) -> Bool {
        if case .member(let base, _) = callee.kind, case .name("Project") = base.kind { true } else { false }
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

    /// One problem, at the first place something was made by code that is not run, that says what
    /// is there, how many other places there are and on which lines, and names `--evaluate`.
    mutating func sayWhatWasNotRead() {
        for place in unread {
            let what = place.isProject ? "its project" : "a target"
            warn("\(place.how) makes \(what) here", at: place.position, target: nil)
        }
        let places = notEvaluated.sorted { $0.position < $1.position }
        guard let first = places.first else { return }
        var others = ""
        if places.count > 1 {
            var lines: [Int] = []
            for place in places.dropFirst() where !lines.contains(place.position.line) {
                lines.append(place.position.line)
            }
            let listed = lines.prefix(5).map(String.init).joined(separator: ", ")
            others =
                "; \(places.count - 1) more place\(places.count == 2 ? "" : "s") (line\(lines.count == 1 ? "" : "s") "
                + "\(listed)\(lines.count > 5 ? " and more" : ""))"
        }
        problems.append(
            InputProblem(
                "\(fileName) is made with code targetlint does not run: \(first.message)\(others); pass --evaluate "
                    + "to let Tuist evaluate it, which runs its code", at: location(first.position)))
    }

    // MARK: The project

    mutating func readProject(_ arguments: [SwiftArgument], at position: TextPosition) -> TuistProjectDump? {
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
    mutating func target(_ value: SwiftExpression) -> TuistProjectDump.Target? {
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
        if let entitlements = argument("entitlements") {
            target.entitlements = propertyList(entitlements, as: "the entitlements of '\(name.value)'")
        }
        if let info = argument("infoPlist") {
            target.infoPlist = propertyList(info, as: "the Info.plist of '\(name.value)'")
        }
        if let settings = argument("settings") { target.settings = self.settings(settings) }
        if let resources = argument("resources") { target.resources = self.resources(resources) }
        // Sources only feed the App Group scan: what is not written out is left out, no problem.
        if let sources = argument("sources") { target.sources = self.resources(sources) ?? [] }
        return target
    }

    /// Tuist 4's destinations, or Tuist 3's platform, as platform filter names; what is not
    /// written out is a problem.
    mutating func platforms(destinations: SwiftExpression?, platform: SwiftExpression?) -> [String] {
        let sets = ["iOS": "ios", "macOS": "macos", "watchOS": "watchos", "tvOS": "tvos", "visionOS": "visionos"]
        func destination(_ value: SwiftExpression) -> String? {
            guard case .implicitMember(let name) = value.kind else { return nil }
            return TuistProjectDumpReader.platforms(ofDestinations: [name]).first.map { _ in name }
        }
        if let destinations {
            if let (name, isFactory) = destinations.memberName, isFactory, let set = sets[name] { return [set] }
            if let one = destination(destinations) { return TuistProjectDumpReader.platforms(ofDestinations: [one]) }
            if case .array(let items) = destinations.kind, case let names = items.compactMap(destination),
                names.count == items.count
            {
                return TuistProjectDumpReader.platforms(ofDestinations: names)
            }
            unsupported(destinations, as: "the destinations")
            return []
        }
        if let platform {
            if case .implicitMember(let name) = platform.kind, sets[name] != nil { return [name.lowercased()] }
            unsupported(platform, as: "the platform")
        }
        return []
    }

    /// The paths and patterns of `resources:` (or `sources:`): strings, `.glob(pattern:)`,
    /// `.folderReference(path:)`, one or in a list or `.resources([...])`; nil when any is not written out, which leaves unknown
    /// whether the target compiles an asset catalog (no problem: no rule needs more).
    mutating func resources(_ value: SwiftExpression) -> [TuistPath]? {
        var list = value
        if case .call(_, let arguments, _) = value.kind, let first = arguments.first { list = resolved(first.value) }
        if list.stringValue != nil { list = SwiftExpression(.array([list]), at: list.position) }
        guard case .array(let items) = list.kind else { return nil }
        var paths: [TuistPath] = []
        for item in items {
            var item = resolved(item)
            // `.glob(…)` and `.folderReference(path: …)` hold the path, written as a string or a `Path`.
            if case .call(let callee, let arguments, _) = item.kind, let first = arguments.first,
                callee.memberName.map({ !Self.pathFactories.contains($0.name) }) ?? true
            {
                item = resolved(first.value)
            }
            guard let path = Self.writtenPath(item) else { return nil }
            paths.append(path)
        }
        return paths
    }

    /// The factories of Tuist's `Path`.
    private static let pathFactories: Set<String> = [
        "path", "relativeToManifest", "relativeToRoot", "relativeToCurrentFile",
    ]

    /// A path written as a string or one of `Path`'s factories with a string, from where it starts;
    /// nil for anything else.
    private static func writtenPath(_ value: SwiftExpression) -> TuistPath? {
        if let text = value.stringValue { return tuistPath(text) }
        guard case .call(let callee, let arguments, _) = value.kind, let (name, isFactory) = callee.memberName,
            isFactory, pathFactories.contains(name), let text = arguments.first?.value.stringValue
        else { return nil }
        return TuistPath(base: name == "relativeToRoot" ? .root : .manifest, path: text)
    }

    /// `.iOS("16.0")` (Tuist 4) or `.iOS(targetVersion: "15.0", devices: ...)` (Tuist 3).
    mutating func deploymentTarget(_ value: SwiftExpression?) -> String? {
        guard let value, !Self.isNil(value) else { return nil }
        guard case .call(let callee, let arguments, _) = value.kind, let (name, isFactory) = callee.memberName,
            isFactory, ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "multiplatform"].contains(name)
        else {
            unsupported(value, as: "the deployment targets")
            return nil
        }
        guard name == "iOS" || name == "multiplatform" else { return nil }
        let version = name == "iOS" ? arguments.first : arguments.first { $0.label == "iOS" }
        guard let version else { return nil }
        return string(version.value, role: "the iOS deployment target")?.value
    }

    /// Whether `value` is `nil`.
    static func isNil(_ value: SwiftExpression) -> Bool {
        if case .name("nil") = value.kind { true } else { false }
    }

    // MARK: Dependencies

    mutating func dependency(_ value: SwiftExpression, of target: String) -> TuistProjectDump.Dependency? {
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
            guard let written = argument("path"), let path = pathValue(written, role: "a project path of '\(target)'")
            else { return nil }
            return named("target", .project(path: path))
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
    func conditionPlatforms(_ condition: SwiftExpression?) -> Set<String>? {
        guard let condition, case .call(_, let arguments, _) = condition.kind,
            case .array(let filters) = arguments.first?.value.kind
        else { return nil }
        return Set(
            filters.compactMap { if case .implicitMember(let name) = $0.kind { name.lowercased() } else { nil } })
    }

    /// A path string as Tuist's `Path` reads a literal: `//` leads from the root.
    static func tuistPath(_ text: String) -> TuistPath {
        text.hasPrefix("//")
            ? TuistPath(base: .root, path: String(text.dropFirst(2))) : TuistPath(base: .manifest, path: text)
    }

    /// A `Path` as written: a string, `.path("x")`, `.relativeToManifest("x")`, `.relativeToRoot("x")`
    /// or `.relativeToCurrentFile("x")` (this file); nil, with a problem, for anything else.
    mutating func pathValue(_ value: SwiftExpression, role: String) -> TuistPath? {
        let value = resolved(value)
        guard case .call(let callee, let arguments, _) = value.kind else {
            return string(value, role: role).map { Self.tuistPath($0.value) }
        }
        guard let (name, isFactory) = callee.memberName, isFactory, let first = arguments.first,
            ["path", "relativeToManifest", "relativeToRoot", "relativeToCurrentFile"].contains(name)
        else {
            unsupported(value, as: role)
            return nil
        }
        guard let text = string(resolved(first.value), role: role)?.value else { return nil }
        return TuistPath(base: name == "relativeToRoot" ? .root : .manifest, path: text)
    }

}
