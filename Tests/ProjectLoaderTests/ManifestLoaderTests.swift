import TestSupport
import Testing

@testable import ProjectLoader
@testable import ProjectModel

@Suite struct ManifestLoaderTests {
    @Test("includes resolve against the folder of the file that names them, at any depth")
    func nestedIncludes() throws {
        let manifest = try loadManifest([
            "targetlint.yml": "include: [Modules/modules.yml]\ntargets:\n  Shop: {type: app}\n",
            "Modules/modules.yml": "include: [Core/core.yml]\ntargets:\n  CatalogFeature: {type: framework}\n",
            "Modules/Core/core.yml": "include: ['../../shared.yml']\ntargets:\n  Storage: {type: framework}\n",
            "shared.yml": "targets:\n  Logging: {type: static-library}\n",
        ])
        #expect(manifest.targets.map(\.name) == ["Shop", "CatalogFeature", "Storage", "Logging"])
        #expect(manifest.files == ["targetlint.yml", "Modules/modules.yml", "Modules/Core/core.yml", "shared.yml"])
        let storage = try target("Storage", in: manifest)
        #expect(storage.location == SourceLocation(file: "Modules/Core/core.yml", line: 3, column: 3))
    }

    @Test("targets join in include order: the root's, then each include's depth first")
    func includeOrder() throws {
        let manifest = try loadManifest([
            "targetlint.yml": "include: [a.yml, b.yml]\ntargets:\n  Root: {type: app}\n",
            "a.yml": "include: [a2.yml]\ntargets:\n  A: {type: framework}\n",
            "a2.yml": "targets:\n  A2: {type: framework}\n",
            "b.yml": "targets:\n  B: {type: framework}\n",
        ])
        #expect(manifest.targets.map(\.name) == ["Root", "A", "A2", "B"])
    }

    @Test("a file included from two places is read once")
    func diamondInclude() throws {
        let manifest = try loadManifest([
            "targetlint.yml": "include: [Modules/a.yml, Modules/b.yml]\ntargets:\n  Shop: {type: app}\n",
            "Modules/a.yml": "include: [shared.yml]\ntargets:\n  A: {type: framework}\n",
            "Modules/b.yml": "include: [./shared.yml]\ntargets:\n  B: {type: framework}\n",
            "Modules/shared.yml": "targets:\n  Shared: {type: framework}\n",
        ])
        #expect(manifest.targets.map(\.name) == ["Shop", "A", "Shared", "B"])
        #expect(manifest.files == ["targetlint.yml", "Modules/a.yml", "Modules/shared.yml", "Modules/b.yml"])
    }

    @Test("sources resolve against the folder of the file that names them")
    func sourcesAreRelative() throws {
        let manifest = try loadManifest([
            "targetlint.yml": "include: [Modules/m.yml]\ntargets:\n  Shop: {type: app, sources: [App/Sources]}\n",
            "Modules/m.yml": "targets:\n  Core: {type: framework, sources: Core/Sources}\n",
            "App/Sources/App.swift": "",
            "Modules/Core/Sources/Core.swift": "",
        ])
        #expect(try target("Shop", in: manifest).sources.map(\.value) == ["App/Sources"])
        #expect(try target("Core", in: manifest).sources.map(\.value) == ["Modules/Core/Sources"])
    }

    @Test("an include cycle names the chain at the include entry that closes it")
    func includeCycle() {
        let problems = loadProblems([
            "targetlint.yml": "include: [Modules/a.yml]\ntargets:\n  Shop: {type: app}\n",
            "Modules/a.yml": "targets:\n  A: {type: framework}\ninclude:\n  - b.yml\n",
            "Modules/b.yml": "include: [../targetlint.yml]\n",
        ])
        #expect(
            problems == [
                "Modules/b.yml:1:11: include cycle: targetlint.yml → Modules/a.yml → Modules/b.yml → targetlint.yml"
            ])
    }

    @Test("a cycle back to the root is found however the root path is spelled")
    func cycleThroughSpelledRoot() {
        let files = [
            "Shop/targetlint.yml": "include: [Modules/a.yml]\ntargets:\n  Shop: {type: app}\n",
            "Shop/Modules/a.yml": "include: [../targetlint.yml]\n",
        ]
        let cycle = "include cycle: Shop/targetlint.yml → Shop/Modules/a.yml → Shop/targetlint.yml"
        for root in ["Shop/targetlint.yml", "./Shop/targetlint.yml", "Shop//targetlint.yml"] {
            #expect(loadProblems(files, root: root) == ["Shop/Modules/a.yml:1:11: " + cycle], "root \(root)")
        }
    }

    @Test("a file that includes itself is a cycle")
    func selfInclude() {
        #expect(
            loadProblems("include: targetlint.yml\ntargets: {}\n")
                == ["1:10: include cycle: targetlint.yml → targetlint.yml"])
    }

    @Test("a missing include is an error at the include entry")
    func missingInclude() {
        let problems = loadProblems([
            "targetlint.yml": "include:\n  - Modules/gone.yml\ntargets:\n  Shop: {type: app}\n"
        ])
        #expect(problems == ["targetlint.yml:2:5: cannot read included file Modules/gone.yml: no such file or folder"])
    }

    @Test("an include naming a folder says so")
    func includeOfFolder() {
        let problems = loadProblems([
            "targetlint.yml": "include: [Modules]\ntargets: {}\n",
            "Modules/a.yml": "targets: {}\n",
        ])
        #expect(problems == ["targetlint.yml:1:11: cannot read included file Modules: it is a folder, not a file"])
    }

    @Test("a missing root manifest is an error naming the file")
    func missingRoot() {
        #expect(loadProblems([:]) == ["targetlint.yml: cannot read the manifest: no such file or folder"])
    }

    /// Files `f1.yml` ... `fN.yml`, each including the next, under a root that includes `f1.yml`.
    private func includeChain(length: Int) -> [String: String] {
        var files = ["targetlint.yml": "include: [f1.yml]\ntargets: {}\n"]
        for index in 1...length {
            files["f\(index).yml"] = index < length ? "include: [f\(index + 1).yml]\n" : "targets: {}\n"
        }
        return files
    }

    @Test("32 nested includes load; a 33rd is an error at its include entry")
    func includeDepth() {
        #expect(ManifestLoader.maximumIncludeDepth == 32)
        #expect(loadProblems(includeChain(length: 32)) == [])
        #expect(loadProblems(includeChain(length: 33)) == ["f32.yml:1:11: includes nest deeper than 32 files"])
    }

    @Test("a target declared in two files is an error at the second, naming the first")
    func duplicateAcrossFiles() {
        let problems = loadProblems([
            "targetlint.yml": "include: [Modules/core.yml]\ntargets:\n  Storage: {type: framework}\n",
            "Modules/core.yml": "targets:\n  Other: {type: framework}\n  Storage: {type: framework}\n",
        ])
        #expect(
            problems == [
                "Modules/core.yml:3:3: target 'Storage' is declared twice; first at targetlint.yml:3:3"
            ])
    }

    @Test(
        "include entries must be strings",
        arguments: [
            ("include: {a: b.yml}", "1:10: expected a list of strings for 'include', found a map"),
            ("include: [[a.yml]]", "1:11: expected a string for each entry of 'include', found a list"),
            ("include:\n  - \n  - a.yml", "2:3: expected a string for each entry of 'include', found nothing"),
        ])
    func badInclude(text: String, problem: String) {
        let problems = loadProblems(["targetlint.yml": text + "\ntargets: {}\n", "a.yml": "targets: {}\n"])
        #expect(problems == ["targetlint.yml:" + problem])
    }

    @Test("'layers' and 'rules' belong to the root manifest")
    func rootOnlyKeys() {
        let problems = loadProblems([
            "targetlint.yml": "include: [m.yml]\ntargets: {}\n",
            "m.yml": "layers: {order: [core], match: {core: ['*']}}\nrules: {dependency-cycle: off}\ntargets: {}\n",
        ])
        #expect(
            problems == [
                "m.yml:1:1: 'layers' can only be set in the root manifest targetlint.yml, not in an included file",
                "m.yml:2:1: 'rules' can only be set in the root manifest targetlint.yml, not in an included file",
            ])
    }

    @Test("a parse error in an included file is reported in that file")
    func parseErrorInInclude() {
        let problems = loadProblems([
            "targetlint.yml": "include: [m.yml]\ntargets: {}\n",
            "m.yml": "targets:\n  A: {type: app\n",
        ])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("m.yml:") == true)
    }

    @Test("problems from every file are reported together, sorted by file and position")
    func problemsCollected() {
        let problems = loadProblems([
            "targetlint.yml": "include: [m.yml]\ntargets:\n  B: {type: ap}\n  A: {typ: app}\n",
            "m.yml": "targets:\n  C: {type: framework, size: big}\n",
        ])
        #expect(
            problems == [
                "m.yml:2:30: expected a size with a unit for 'size' of target 'C', such as '600 KB' or '1.4 MB', found 'big'",
                "targetlint.yml:3:13: unknown target type 'ap'; did you mean 'app'?",
                "targetlint.yml:4:3: target 'A' has no 'type'; expected one of app, app-clip, app-extension, framework, static-framework, static-library, dynamic-library, bundle, unit-tests, ui-tests, watch-app, tool",
                "targetlint.yml:4:7: unknown key 'typ' in target 'A'; did you mean 'type'?",
            ])
    }
}
