import Testing

@testable import SwiftPackageImporter

/// The notes of a read as `line:column: message`.
private func noteLines(_ result: PackageManifestReader.Result) -> [String] {
    result.notes.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

/// The note an `if` that declares something gets.
private let note =
    "Package.swift declares targets, products or dependencies here under an 'if' whose condition targetlint "
    + "does not evaluate; every branch is read as written"

@Suite struct PackageManifestConditionTests {
    @Test("every branch of an 'if' on the environment is read, with one note at the outermost 'if'")
    func branches() {
        let result = readPackage(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            import Foundation

            var shared: [Target.Dependency] = ["Core"]
            let package = Package(
                name: "Modules",
                products: [.library(name: "ClipKit", targets: ["ClipUI"])],
                targets: [.target(name: "ClipUI", dependencies: shared), .target(name: "Core")]
            )

            if ProcessInfo.processInfo.environment["USE_ANALYTICS"] != nil {
                package.targets.append(.target(name: "Extra", dependencies: ["FeatureX"]))
                if ProcessInfo.processInfo.environment["CI"] == "1" { package.targets += [.target(name: "CIOnly")] }
            } else if ProcessInfo.processInfo.environment["LOCAL"] != nil {
                package.products.append(contentsOf: [.library(name: "Extras", targets: ["Extra"])])
            } else {
                package.dependencies += [.package(path: "../Analytics")]
            }
            if true { let unused = 1 }
            for target in package.targets {
                target.swiftSettings = [.enableUpcomingFeature("StrictConcurrency")]
            }
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(noteLines(result) == ["12:1: " + note])
        #expect(
            targetLines(result.manifest) == [
                "ClipUI(regular): Core", "Core(regular): ", "Extra(regular): FeatureX", "CIOnly(regular): ",
            ])
        #expect(productLines(result.manifest) == ["ClipKit(library): ClipUI", "Extras(library): Extra"])
        #expect(result.manifest?.dependencies.compactMap(\.path) == ["../Analytics"])
        #expect(result.manifest?.target(named: "Extra")?.name.location.description == "Package.swift:13:42")
        // What the branches add, kept apart for an evaluation that runs one of them.
        #expect(targetLines(result.conditional) == ["Extra(regular): FeatureX", "CIOnly(regular): "])
        #expect(productLines(result.conditional) == ["Extras(library): Extra"])
        #expect(result.conditional?.dependencies.compactMap(\.path) == ["../Analytics"])
    }

    @Test("constants changed in the branches of an 'if' before 'Package(...)' keep what each branch adds")
    func constantsInBranches() {
        let result = readPackage(
            """
            import PackageDescription
            import Foundation

            var targets: [Target] = [.target(name: "App")]
            var settings: [SwiftSetting] = []
            if ProcessInfo.processInfo.environment["DEBUG_MENU"] != nil {
                settings.append(.define("DEBUG_MENU"))
            }
            if ProcessInfo.processInfo.environment["MOCKS"] != nil {
                targets.append(.target(name: "Mocks", dependencies: ["App"]))
            } else {
                targets += [.target(name: "Live")]
            }
            let package = Package(name: "P", targets: targets)
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(noteLines(result) == ["9:1: " + note])
        #expect(targetLines(result.manifest) == ["App(regular): ", "Mocks(regular): App", "Live(regular): "])
    }

    @Test("an 'if' without its '{' or '}', or an 'else' followed by neither '{' nor 'if', is a problem at its place")
    func malformed() {
        let header = "let package = Package(name: \"P\")\n"
        #expect(problemLines(readPackage(header + "if x != nil")) == ["2:1: the 'if' here has no '{'"])
        #expect(
            problemLines(readPackage(header + "if x {\n  package.targets += []\n"))
                == ["4:1: the file ends inside an 'if' statement; expected '}'"])
        #expect(
            problemLines(readPackage(header + "if x {\n} else y\n"))
                == ["3:8: expected '{' or 'if' after 'else', found 'y'"])
    }

    @Test("'if' statements nested past the depth limit are a problem, not a crash")
    func deepNesting() {
        let depth = 10_000
        let text =
            "let package = Package(name: \"P\")\n" + String(repeating: "if a {\n", count: depth)
            + String(repeating: "}\n", count: depth)
        let result = readPackage(text)
        #expect(problemLines(result) == ["130:1: 'if' statements nest deeper than 128 levels here"])
    }

    @Test("twenty thousand 'if' statements each add their target; the notes stop at the warning limit")
    func manyConditions() {
        let count = 20_000
        var text = "let package = Package(name: \"P\")\n"
        for index in 0..<count {
            text += "if ProcessInfo.processInfo.environment[\"V\(index)\"] != nil {\n"
            text += "    package.targets.append(.target(name: \"T\(index)\"))\n} else {\n    let x = 1\n}\n"
        }
        let result = readPackage(text)
        #expect(result.problems.isEmpty)
        #expect(result.manifest?.targets.count == count)
        #expect(result.notes.count == PackageManifestReader.Options().maximumWarnings)
    }

    @Test("a list of eighty thousand targets and a sum of as many terms read in time proportional to them")
    func longLists() {
        let count = 80_000
        let targets = (0..<count).map { ".target(name: \"T\($0)\")" }.joined(separator: ",\n")
        let names = (0..<count).map { "[\"N\($0)\"]" }.joined(separator: " + ")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let result = readPackage(
                "let names = \(names)\nlet package = Package(name: \"P\", targets: [\n\(targets)\n])\n")
            #expect(result.problems.isEmpty)
            #expect(result.manifest?.targets.count == count)
        }
        // Copying the list on each element took minutes; in place it takes well under a second.
        #expect(elapsed < .seconds(20))
    }
}
