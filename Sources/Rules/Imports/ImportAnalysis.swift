import FileAccess
import GraphModel
import Project
import ProjectModel
import SourceText
import Threads

/// What each target's code imports and calls, with `#if` evaluated as each of its configurations
/// builds it, against the modules its dependencies make visible: what the rules that read code and
/// the views that show imports share.
public struct ImportAnalysis: Sendable {
    /// One module a target's files import.
    public struct ModuleImport: Sendable, Hashable {
        /// The module.
        public let module: String
        /// The first import of it, in the order the target's files are read.
        public let location: SourceLocation
        /// How many of the target's files import it.
        public let fileCount: Int
        /// Nil when some configuration compiles an import of it; else the `#if` condition that
        /// targetlint cannot evaluate and every import of it depends on, as written.
        public let unknownCondition: String?
        /// Whether it is imported `@_exported`.
        public let isExported: Bool
    }

    /// One use of an API app extensions may not call.
    public struct APIUse: Sendable, Hashable {
        /// The API as written, `UIApplication.shared`.
        public let name: String
        /// Where it is.
        public let location: SourceLocation
        /// Nil when some configuration compiles it; else the condition it depends on.
        public let unknownCondition: String?
    }

    /// The files read.
    public let index: SourceIndex
    let names: ModuleNames
    /// What each target whose sources are known imports, by node id, in the order first imported.
    public let importsOfTarget: [Int: [ModuleImport]]
    /// Each such target's uses of `UIApplication.shared`, in file order.
    public let unsafeUsesOfTarget: [Int: [APIUse]]
    /// The modules each target's files import `@_exported`, which its importers see too.
    let exportsOfTarget: [Int: [String]]

    /// Evaluates the imports of the files `index` read, for each target that compiles them.
    /// - Parameter threads: how many threads evaluate targets at once; nil for one per core.
    public init(graph: ProjectGraph, index: SourceIndex, threads: Int? = nil) {
        self.index = index
        let names = ModuleNames(graph: graph)
        self.names = names
        var importsOfTarget: [Int: [ModuleImport]] = [:]
        var unsafeUsesOfTarget: [Int: [APIUse]] = [:]
        var exportsOfTarget: [Int: [String]] = [:]
        let targets = index.filesOfTarget.keys.sorted()
        // Each target's files evaluated as its configurations build them, the targets on every core.
        let found = ConcurrentJobs.map(count: targets.count, threads: threads ?? ConcurrentJobs.coreCount) { job in
            let builds = Self.builds(of: targets[job], in: graph, names: names)
            var found = TargetImports()
            for fileID in index.filesOfTarget[targets[job]] ?? [] { found.read(index.files[fileID], builds: builds) }
            return (found.imports, found.uses)
        }
        for (target, (imports, uses)) in zip(targets, found) {
            importsOfTarget[target] = imports
            if !uses.isEmpty { unsafeUsesOfTarget[target] = uses }
            var exported = imports.filter(\.isExported).map(\.module)
            if Self.isLinkingOnly(target, in: graph, index: index) {
                for edge in graph.targetGraph.edges(from: target) where edge.kind != .embed {
                    exported += Self.nodes(through: edge.destination, in: graph).compactMap { names.moduleOf[$0] }
                }
            }
            if !exported.isEmpty { exportsOfTarget[target] = exported }
        }
        self.importsOfTarget = importsOfTarget
        self.unsafeUsesOfTarget = unsafeUsesOfTarget
        self.exportsOfTarget = exportsOfTarget
    }

    /// Whether a framework or library is there only to link others: it has dependencies, and no
    /// Swift file of it declares anything public (a wrapper that links a set of packages once, or
    /// an aggregate such as CocoaPods' `Pods-App`, whose only source is Objective-C). Its
    /// importers may import what it links, as if it re-exported them, and it is never unused.
    private static func isLinkingOnly(_ target: Int, in graph: ProjectGraph, index: SourceIndex) -> Bool {
        switch graph.targets[target].type {
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary: break
        default: return false
        }
        guard graph.targetGraph.outDegree(of: target) > 0 else { return false }
        return (index.filesOfTarget[target] ?? []).allSatisfy { !index.files[$0].outline.declaresPublicAPI }
    }

    /// What a dependency on `node` lets a target import: the node, and for a local package's
    /// product, the modules it holds.
    static func nodes(through node: Int, in graph: ProjectGraph) -> [Int] {
        guard graph.targets[node].type == .package && node < graph.declaredCount else { return [node] }
        return [node] + graph.targetGraph.edges(from: node).map(\.destination)
    }

    /// The module a node is imported as; nil for SDKs, test bundles and resource bundles.
    public func module(of node: Int) -> String? {
        names.moduleOf[node]
    }

    /// The nodes a module name stands for; empty for a module the graph does not know.
    public func nodes(named module: String) -> [Int] {
        names.nodesNamed[module] ?? []
    }

    /// The modules a target's code may import because it declares them: its own, those its
    /// dependency entries name (a local package product's modules with it), what those re-export
    /// with `@_exported`, and for a test bundle, everything the app it tests links.
    public func declaredModules(of target: Int, in graph: ProjectGraph) -> Set<String> {
        var pending: [Int] = [target]
        let isTest = graph.targets[target].type == .unitTests || graph.targets[target].type == .uiTests
        for edge in graph.targetGraph.edges(from: target) where edge.kind != .embed {
            let node = edge.destination
            pending += Self.nodes(through: node, in: graph)
            let type = graph.targets[node].type
            if isTest && (type == .app || type == .appClip || type == .appExtension || type == .watchApp) {
                pending += graph.closure(of: node).members
            }
        }
        var declared: Set<String> = []
        var modules = pending.compactMap { names.moduleOf[$0] }
        // What a declared module re-exports is declared too, and what that re-exports: a worklist,
        // each module once.
        while let module = modules.popLast() {
            guard declared.insert(module).inserted else { continue }
            for node in names.nodesNamed[module] ?? [] { modules += exportsOfTarget[node] ?? [] }
        }
        return declared
    }

    // MARK: Builds

    /// What each configuration of `target` knows when it evaluates `#if`.
    private static func builds(of target: Int, in graph: ProjectGraph, names: ModuleNames) -> [BuildConditions] {
        let declaration = graph.targets[target]
        let settings = declaration.settings
        var configurations = settings.resolved.values.map(\.name).sorted()
        if configurations.isEmpty { configurations = ["Debug", "Release"] }
        let isPackageTarget = Path.lastComponent(of: declaration.location.file) == "Package.swift"
        let (platform, catalyst) = Self.platform(declaration.platform)
        var closureModules: Set<String>?
        let canImport: (String) -> ConditionValue = { module in
            if module == names.moduleOf[target] { return .yes }
            guard let nodes = names.nodesNamed[module] else {
                return BuildConditions.sdkHas(module, platform: platform)
            }
            if nodes.contains(where: { graph.targets[$0].type == .sdk }) { return .yes }
            if closureModules == nil {
                let closure = graph.closure(of: target)
                closureModules = Set(closure.members.compactMap { names.moduleOf[$0] })
            }
            return closureModules?.contains(module) == true ? .yes : .no
        }
        return configurations.map { configuration in
            let resolved = settings.resolved[configuration.lowercased()]
            let (flags, known) = BuildConditions.flags(
                activeConditions: settings.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", in: configuration)?.value
                    .value,
                otherSwiftFlags: settings.value(of: "OTHER_SWIFT_FLAGS", in: configuration)?.value.value)
            var all = flags
            let variant = resolved?.variant ?? (configuration.lowercased().contains("debug") ? "debug" : "release")
            if variant == "debug" { all.insert("DEBUG") }
            if declaration.type == .appClip { all.insert("APPCLIP") }
            if isPackageTarget { all.insert("SWIFT_PACKAGE") }
            let supportsCatalyst = settings.value(of: "SUPPORTS_MACCATALYST", in: configuration)?.value.value == "YES"
            return BuildConditions(
                flags: all,
                flagsKnown: known && resolved != nil && resolved?.missingFiles.isEmpty == true && !isPackageTarget,
                platform: platform, macCatalyst: catalyst == .yes ? .yes : supportsCatalyst ? .unknown : .no,
                canImport: canImport)
        }
    }

    /// The platform `os()` tests for, and whether the target is Mac Catalyst, from the name the
    /// model gives its platform: none is iOS, as a targetlint manifest describes iOS projects.
    private static func platform(_ name: String?) -> (String?, ConditionValue) {
        switch name?.lowercased() {
        case nil, "ios": ("iOS", .no)
        case "maccatalyst": ("iOS", .yes)
        case "macos": ("macOS", .no)
        case "tvos": ("tvOS", .no)
        case "watchos": ("watchOS", .no)
        case "visionos", "xros": ("visionOS", .no)
        default: (nil, .unknown)
        }
    }
}

/// The imports and uses of one target's files, gathered as they are read.
private struct TargetImports {
    var imports: [ImportAnalysis.ModuleImport] = []
    var uses: [ImportAnalysis.APIUse] = []
    private var positions: [String: Int] = [:]

    mutating func read(_ file: SourceIndex.File, builds: [BuildConditions]) {
        let outline = file.outline
        guard !outline.imports.isEmpty || !outline.extensionUnsafeUses.isEmpty else { return }
        let values = Self.clauseValues(outline, builds: builds)
        // The modules this file imports so far: a file names a handful, so a list is searched.
        var seen: [String] = []
        for found in outline.imports {
            let value = found.clause.map { values[$0] } ?? .yes
            guard value != .no else { continue }
            let condition = value == .unknown ? Self.condition(of: found.clause, in: outline) : nil
            let location = SourceLocation(file: file.path, position: found.position)
            let exported = found.attributes.contains(.exported)
            guard let position = positions[found.module] else {
                positions[found.module] = imports.count
                seen.append(found.module)
                imports.append(
                    ImportAnalysis.ModuleImport(
                        module: found.module, location: location, fileCount: 1, unknownCondition: condition,
                        isExported: exported))
                continue
            }
            let earlier = imports[position]
            let counted = !seen.contains(found.module)
            if counted { seen.append(found.module) }
            // A compiled import wins over one under an unknown condition, for where it is shown.
            let replaces = earlier.unknownCondition != nil && condition == nil
            imports[position] = ImportAnalysis.ModuleImport(
                module: found.module, location: replaces ? location : earlier.location,
                fileCount: earlier.fileCount + (counted ? 1 : 0),
                unknownCondition: replaces ? nil : earlier.unknownCondition, isExported: earlier.isExported || exported)
        }
        for use in outline.extensionUnsafeUses {
            let value = use.clause.map { values[$0] } ?? .yes
            guard value != .no else { continue }
            uses.append(
                ImportAnalysis.APIUse(
                    name: use.name, location: SourceLocation(file: file.path, position: use.position),
                    unknownCondition: value == .unknown ? Self.condition(of: use.clause, in: outline) : nil))
        }
    }

    /// Whether each clause is compiled in some configuration: yes where one compiles it, unknown
    /// where none does but one may.
    private static func clauseValues(_ outline: SwiftSourceOutline, builds: [BuildConditions]) -> [ConditionValue] {
        guard !outline.clauses.isEmpty else { return [] }
        var combined = [ConditionValue](repeating: .no, count: outline.clauses.count)
        for build in builds {
            let values = outline.clauseValues { $0.evaluate(build.value(of:)) }
            for (index, value) in values.enumerated() where value != .no && combined[index] != .yes {
                combined[index] = value
            }
        }
        return combined
    }

    /// The condition of the innermost `#if` branch around a clause, as written: `#if X`, or
    /// `#else` of `#if X`.
    private static func condition(of clause: Int?, in outline: SwiftSourceOutline) -> String? {
        guard let clause else { return nil }
        let branch = outline.clauses[clause]
        if let condition = branch.condition { return "#if \(outline.conditions[condition].text)" }
        guard let first = branch.earlier.first else { return "#else" }
        return "#else of #if \(outline.conditions[first].text)"
    }
}
