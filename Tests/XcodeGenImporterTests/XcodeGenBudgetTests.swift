import Testing

@testable import FileAccess
@testable import ProjectLoader
@testable import ProjectModel
@testable import XcodeGenImporter
@testable import YAML

/// The problems loading the spec `project.yml` of `files` gives under `limit`, or its target names.
private func load(
    _ files: [String: String], limit: ExpansionLimit, environment: [String: String] = [:]
) -> Result<[String], InputError> {
    var loader = ManifestLoader(fileSystem: InMemoryFileSystem(files), environment: environment)
    loader.expansionLimit = limit
    do {
        return .success(try loader.load(path: "project.yml").targets.map(\.name))
    } catch {
        return .failure(InputError(error.problems))
    }
}

/// The message of the one problem a spec of `size` bytes over `limit` gives.
private func exceeded(_ limit: ExpansionLimit, size: Int) -> Result<[String], InputError> {
    .failure(
        InputError([
            InputProblem(
                "the spec expands to more than \(limit.description(forInput: size)) through aliases, ${VAR}, templates and settings",
                file: "project.yml")
        ]))
}

@Suite struct XcodeGenBudgetTests {
    static let limit = ExpansionLimit(bytesPerInputByte: 4, baseBytes: 200_000)

    @Test("the limit is stated in MiB, or in bytes when under 1 MiB")
    func limitDescription() {
        #expect(ExpansionLimit().description(forInput: 1 << 20) == "80 MiB (64 × its size + 16 MiB)")
        #expect(Self.limit.description(forInput: 100) == "200400 bytes (4 × its size + 200000 bytes)")
        #expect(ExpansionLimit().bytes(forInput: .max) == .max)
    }

    @Test("strings that aliases copy into the spec count every copy, and an alias bomb stops before it is built")
    func aliases() {
        let spec = { (copies: Int) in
            "name: P\nx-long: &long \"\(String(repeating: "s", count: 500))\"\nx-copies: ["
                + Array(repeating: "*long", count: copies).joined(separator: ", ")
                + "]\ntargets:\n  A: {type: framework, platform: iOS}\n"
        }
        #expect(load(["project.yml": spec(10)], limit: Self.limit) == .success(["A"]))
        let bomb = spec(1000)
        #expect(load(["project.yml": bomb], limit: Self.limit) == exceeded(Self.limit, size: bomb.utf8.count))
    }

    @Test("${VAR} counts the bytes of the values it puts in")
    func variables() {
        let spec =
            "name: P\nx-homes: \"" + String(repeating: "${HOME}", count: 100)
            + "\"\ntargets:\n  A: {type: framework, platform: iOS}\n"
        let files = ["project.yml": spec]
        #expect(load(files, limit: Self.limit, environment: ["HOME": "/home/me"]) == .success(["A"]))
        let long = String(repeating: "h", count: 5000)
        #expect(
            load(files, limit: Self.limit, environment: ["HOME": long]) == exceeded(Self.limit, size: spec.utf8.count))
    }

    @Test("each target a template is copied into counts the template, so a template bomb stops before it is built")
    func templates() {
        let spec = { (targets: Int) in
            var text = "name: P\ntargetTemplates:\n  T:\n    settings:\n"
            for index in 0..<100 { text += "      S\(index): v\(index)\n" }
            text += "targets:\n"
            for index in 0..<targets { text += "  T\(index): {type: framework, platform: iOS, templates: [T]}\n" }
            return text
        }
        #expect(load(["project.yml": spec(2)], limit: Self.limit) == .success(["T0", "T1"]))
        let bomb = spec(50)
        #expect(load(["project.yml": bomb], limit: Self.limit) == exceeded(Self.limit, size: bomb.utf8.count))
    }

    @Test("a template attribute repeated in a string counts what it grows to")
    func templateAttributes() {
        let spec = """
            name: P
            targetTemplates:
              T:
                settings:
                  X: "\(String(repeating: "${long}", count: 200))"
            targets:
              A:
                type: framework
                platform: iOS
                templates: [T]
                templateAttributes: {long: \(String(repeating: "a", count: 2000))}

            """
        #expect(load(["project.yml": spec], limit: Self.limit) == exceeded(Self.limit, size: spec.utf8.count))
        #expect(load(["project.yml": spec], limit: ExpansionLimit()) == .success(["A"]))
    }

    @Test("each platform of a multi-platform target counts a copy of it")
    func platforms() {
        let spec = { (platforms: [String]) in
            "name: P\ntargets:\n  A:\n    type: framework\n    platform: [\(platforms.joined(separator: ", "))]\n"
                + "    settings:\n" + (0..<50).map { "      S\($0): v\($0)\n" }.joined()
        }
        #expect(load(["project.yml": spec(["iOS", "macOS"])], limit: Self.limit) == .success(["A_iOS", "A_macOS"]))
        let bomb = spec(Array(repeating: "iOS", count: 100))
        #expect(load(["project.yml": bomb], limit: Self.limit) == exceeded(Self.limit, size: bomb.utf8.count))
    }

    @Test("settings that groups and configurations multiply count per target, before any target keeps them")
    func settingGroups() {
        let spec = { (targets: Int) in
            var text = "name: P\nsettingGroups:\n  G:\n"
            for index in 0..<100 { text += "    S\(index): v\(index)\n" }
            text += "targets:\n"
            for index in 0..<targets {
                text += "  T\(index): {type: framework, platform: iOS, settings: {groups: [G]}}\n"
            }
            return text
        }
        #expect(load(["project.yml": spec(1)], limit: Self.limit) == .success(["T0"]))
        let bomb = spec(30)
        #expect(load(["project.yml": bomb], limit: Self.limit) == exceeded(Self.limit, size: bomb.utf8.count))
    }

    @Test("configurations multiply the project's settings, and count for each")
    func configurations() {
        let spec = { (configurations: Int) in
            "name: P\nconfigs:\n" + (0..<configurations).map { "  C\($0): release\n" }.joined() + "settings:\n"
                + (0..<100).map { "  S\($0): v\($0)\n" }.joined() + "targets:\n  A: {type: framework, platform: iOS}\n"
        }
        #expect(load(["project.yml": spec(2)], limit: Self.limit) == .success(["A"]))
        let bomb = spec(300)
        #expect(load(["project.yml": bomb], limit: Self.limit) == exceeded(Self.limit, size: bomb.utf8.count))
    }

    @Test("project settings are shared by the targets, not copied into each")
    func projectSettings() throws {
        var spec = "name: P\nsettings:\n"
        for index in 0..<100 { spec += "  S\(index): v\(index)\n" }
        spec += "targets:\n"
        for index in 0..<30 { spec += "  T\(index): {type: framework, platform: iOS}\n" }
        let loaded = load(["project.yml": spec], limit: Self.limit)
        #expect(try loaded.get().count == 30)
        var loader = ManifestLoader(fileSystem: InMemoryFileSystem(["project.yml": spec]))
        loader.expansionLimit = Self.limit
        let target = try loader.load(path: "project.yml").targets[29]
        #expect(target.settings.value(of: "S99", in: "Release")?.value.value == "v99")
        #expect(target.settings.value(of: "S99", in: "Release")?.source == .project("settings"))
    }

    @Test("an xcconfig file included many times over counts every line read")
    func xcconfigIncludes() {
        var files = [
            "project.yml":
                "name: P\nconfigFiles: {Release: f0.xcconfig}\ntargets:\n  A: {type: framework, platform: iOS}\n"
        ]
        for index in 0..<12 {
            files["f\(index).xcconfig"] = "#include \"f\(index + 1).xcconfig\"\n#include \"f\(index + 1).xcconfig\"\n"
        }
        files["f12.xcconfig"] = "A = b\n"
        let size = files["project.yml"]?.utf8.count ?? 0
        #expect(load(files, limit: Self.limit) == exceeded(Self.limit, size: size))
        #expect(load(files, limit: ExpansionLimit()) == .success(["A"]))
    }
}
