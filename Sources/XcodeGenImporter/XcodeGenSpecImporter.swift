import FileAccess
import ProjectModel
import YAML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an XcodeGen spec (`project.yml`) into targetlint's model, resolving it as XcodeGen does:
/// includes merged, multi-platform targets split, templates applied, then split again (XcodeGen's
/// order, so templates may be multi-platform too), `${VAR}` expanded from the environment.
package struct XcodeGenSpecImporter: ProjectImporter {
    /// Top-level keys of targetlint manifests that XcodeGen specs do not have.
    static let manifestOnlyKeys: Set<String> = ["project", "layers", "rules", "source"]

    /// Top-level keys of XcodeGen specs that targetlint manifests do not have.
    static let specOnlyKeys: Set<String> = [
        "options", "settings", "settingGroups", "settingPresets", "configs", "configFiles", "packages",
        "localPackages", "targetTemplates", "schemes", "schemeTemplates", "aggregateTargets", "fileGroups",
        "projectReferences", "attributes", "breakpoints",
    ]

    /// The configurations XcodeGen gives a project without `configs`.
    static let defaultConfigurations = ["Debug", "Release"]

    /// How specs are parsed: repeated keys allowed (the last wins), and what aliases copy left to the
    /// spec's budget, which counts it with what `${VAR}` and templates add.
    package static let parserOptions = YAMLParser.Options(duplicateKeys: .keepLast, aliasExpansionLimit: nil)

    let fileSystem: any FileSystem
    let variables: [String: String]
    /// How far the spec may grow as it is resolved.
    var expansionLimit = ExpansionLimit()

    /// Creates an importer reading from `fileSystem`, expanding `${NAME}` from `variables`, the spec
    /// allowed to grow as far as `expansionLimit`.
    package init(
        fileSystem: any FileSystem, variables: [String: String], expansionLimit: ExpansionLimit = ExpansionLimit()
    ) {
        self.fileSystem = fileSystem
        self.variables = variables
        self.expansionLimit = expansionLimit
    }

    /// Imports the spec at `path`. Every file read is a spec, so ``ImportResult/manifestFiles`` is
    /// ``ImportResult/files``: the xcconfig files a spec names are read for their settings and not
    /// listed.
    package func load(path: String) -> ImportResult {
        load(path: path, document: nil)
    }

    /// Imports the spec at `path`; `document` is its text already parsed, with its size, when it is.
    package func load(path: String, document: (YAMLDocument, byteCount: Int)?) -> ImportResult {
        var result = read(path: path, document: document)
        result.manifestFiles = result.files
        return result
    }

    private func read(path: String, document: (YAMLDocument, byteCount: Int)?) -> ImportResult {
        var loader = XcodeGenSpecLoader(
            fileSystem: fileSystem, variables: variables, budget: SpecBudget(limit: expansionLimit))
        var result = ImportResult()
        do throws(SpecBudget.Exceeded) {
            let loaded = try loader.load(root: path, document: document)
            result.files = loader.files
            result.problems = loader.problems
            result.warnings = loader.warnings
            result.redaction = loader.redaction
            guard var spec = loaded, result.problems.isEmpty else { return result }
            spec = try XcodeGenPlatforms.resolve(spec, budget: &loader.budget, splits: &result.platformSplits)
            spec = try XcodeGenTemplates.resolve(spec, budget: &loader.budget)
            spec = try XcodeGenPlatforms.resolve(spec, budget: &loader.budget, splits: &result.platformSplits)
            try decode(spec, path: path, loader: loader, into: &result)
        } catch {
            result.files = loader.files
            result.warnings = loader.warnings
            result.redaction = loader.redaction
            result.problems = [loader.budget.problem(file: path)]
        }
        return result
    }

    /// Turns the resolved spec into targets, the settings they resolve to paid for from the loader's
    /// budget.
    private func decode(
        _ spec: SpecNode, path: String, loader: XcodeGenSpecLoader, into result: inout ImportResult
    ) throws(SpecBudget.Exceeded) {
        result.project = spec["name"]?.string
        let configurations = spec["configs"]?.mapping?.map(\.key) ?? Self.defaultConfigurations
        var projectConfigFiles: [String: String] = [:]
        for entry in spec["configFiles"]?.mapping ?? [] {
            guard let file = entry.value.string else { continue }
            let resolved = Path.join(loader.pathBase(of: entry.value.location.file), file)
            if fileSystem.refuses(resolved) {
                result.problems.append(.leavesProject("config file", resolved, at: entry.value.location))
            } else {
                projectConfigFiles[entry.key] = resolved
            }
        }
        var groups: [String: SpecNode] = [:]
        for pair in (spec["settingGroups"] ?? spec["settingPresets"])?.mapping ?? [] { groups[pair.key] = pair.value }
        let settings = XcodeGenSettings(
            configurations: configurations, groups: groups, projectSettings: spec["settings"],
            projectConfigFiles: projectConfigFiles, presetTypes: Self.presetTypes(of: spec),
            fileSystem: fileSystem, budget: loader.budget)
        var decoder = XcodeGenTargetDecoder(
            bundleIDPrefix: spec["options"]?["bundleIdPrefix"], deploymentTargets: spec["options"]?["deploymentTarget"],
            localPackages: Self.localPackages(of: spec, pathBase: loader.pathBase(of:)),
            pathBase: { [loader] in loader.pathBase(of: $0) }, settings: settings,
            sourcePaths: SourcePathResolver(fileSystem: fileSystem))
        guard let targets = spec["targets"] else {
            result.problems.append(InputProblem("the spec declares no targets; add a 'targets:' map", file: path))
            return
        }
        guard let pairs = targets.mapping else {
            result.problems.append(InputProblem("expected a map for 'targets'", at: targets.location))
            return
        }
        try decoder.prepaySettings(of: pairs)
        for pair in pairs {
            if let target = try decoder.decode(pair) { result.targets.append(target) }
        }
        result.problems += decoder.problems + decoder.settings.problems + decoder.settings.fileProblems
        result.warnings += decoder.warnings
        result.notes += decoder.notes
    }

    /// The configurations XcodeGen applies project setting presets to, with their type (`debug` or
    /// `release`, as XcodeGen spells them; any other value is no type) and where it is written:
    /// none when `options.settingPresets` is `none` or `targets` (the default is `all`). A spec
    /// without `configs:` has `Debug` of type debug and `Release` of type release, located at
    /// the top of the spec.
    static func presetTypes(of spec: SpecNode) -> [String: Located<String>] {
        let option = spec["options"]?["settingPresets"]?.string ?? "all"
        guard option == "all" || option == "project" else { return [:] }
        guard let configs = spec["configs"]?.mapping else {
            return ["Debug": Located("debug", at: spec.location), "Release": Located("release", at: spec.location)]
        }
        var types: [String: Located<String>] = [:]
        for pair in configs {
            guard let type = pair.value.string, type == "debug" || type == "release" else { continue }
            types[pair.key] = Located(type, at: pair.value.location)
        }
        return types
    }

    /// The names of the packages in the project's own tree: `packages:` entries with a `path:` (which
    /// XcodeGen reads before `url:` and `github:`), and `localPackages:`, each named, as XcodeGen names
    /// it, by the last component of its path.
    static func localPackages(of spec: SpecNode, pathBase: (String) -> String) -> Set<String> {
        var names: Set<String> = []
        for pair in spec["packages"]?.mapping ?? [] where pair.value["path"] != nil {
            names.insert(pair.key)
        }
        for entry in spec["localPackages"]?.sequence ?? [] {
            guard let path = entry.string else { continue }
            names.insert(Path.lastComponent(of: Path.join(pathBase(entry.location.file), path)))
        }
        return names
    }

    /// False when the top-level keys alone show a file is no spec, without parsing it: a
    /// `targetlint.yml` without `name:`, or a file with one of targetlint's own keys and no `name:`.
    /// It spares a manifest the second parse that deciding would take.
    package static func mayBeSpec(_ bytes: [UInt8], path: String) -> Bool {
        let keys = topLevelKeys(bytes)
        if keys.contains("name") { return true }
        if Path.lastComponent(of: path) == Manifest.fileName { return false }
        return keys.isDisjoint(with: manifestOnlyKeys)
    }

    /// The keys of a YAML file's top-level block mapping, told from its bytes without parsing: a
    /// line that starts with a letter, up to its first colon (a byte order mark before the letter
    /// is passed over). Keys the file only seems to have (in a block scalar at column 1, say) may be
    /// in the set, and quoted keys or a flow mapping at the top are not; that is enough to tell
    /// which files are worth parsing.
    /// - Complexity: O(n) for n bytes.
    package static func topLevelKeys(_ bytes: [UInt8]) -> Set<String> {
        var keys: Set<String> = []
        bytes.withUnsafeBufferPointer { bytes in
            let newline = UInt8(ascii: "\n")
            /// Adds the key of the line starting at `start`, if it has one.
            func addKey(lineStart start: Int) {
                var start = start
                // A byte order mark may open the line (the first one, in a well-formed file).
                if start + 3 <= bytes.count && bytes[start] == 0xEF && bytes[start + 1] == 0xBB
                    && bytes[start + 2] == 0xBF
                {
                    start += 3
                }
                guard start < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start] | 0x20)
                else { return }
                var end = start
                while end < bytes.count && bytes[end] != newline {
                    if bytes[end] == UInt8(ascii: ":") {
                        keys.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                        return
                    }
                    end += 1
                }
            }
            addKey(lineStart: 0)
            var index = 0
            // Sixteen bytes at a time: nearly every line of a manifest is indented, so a line feed
            // followed by anything but a space is rare, and only then are the bytes looked at.
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                let newlines = SIMD16<UInt8>(repeating: newline)
                let spaces = SIMD16<UInt8>(repeating: UInt8(ascii: " "))
                while index + 17 <= bytes.count {
                    let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
                    if any((here .== newlines) .& (next .!= spaces)) {
                        for offset in index..<index + 16 where bytes[offset] == newline {
                            addKey(lineStart: offset + 1)
                        }
                    }
                    index += 16
                }
            }
            for offset in index..<bytes.count where bytes[offset] == newline { addKey(lineStart: offset + 1) }
        }
        return keys
    }

    /// Whether a root file is an XcodeGen spec rather than a targetlint manifest: its top level has
    /// `name` (which XcodeGen requires and targetlint's format does not have), or the file is not
    /// called `targetlint.yml`, has none of targetlint's own top-level keys, and has a key only specs
    /// have (`options`, `settings`, `packages`, ...), or declares no targets, or a target with a
    /// `platform`, `supportedDestinations` or `templates` key.
    package static func isSpec(_ root: YAMLNode?, path: String) -> Bool {
        guard let pairs = root?.mapping else { return false }
        if pairs.contains(where: { $0.key == "name" }) { return true }
        guard Path.lastComponent(of: path) != Manifest.fileName else { return false }
        if pairs.contains(where: { manifestOnlyKeys.contains($0.key) }) { return false }
        if pairs.contains(where: { Self.specOnlyKeys.contains($0.key) }) { return true }
        // Both formats have `targets:` and `include:`; only XcodeGen's targets name a platform or templates.
        let targets = pairs.first { $0.key == "targets" }?.value.mapping
        let targetKeys = ["platform", "supportedDestinations", "templates"]
        return targets?.isEmpty != false
            || targets?.contains { $0.value.mapping?.contains { targetKeys.contains($0.key) } == true } == true
    }
}
