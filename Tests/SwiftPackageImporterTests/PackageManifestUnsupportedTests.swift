import SwiftPackageImporter
import Testing

@Suite struct PackageManifestUnsupportedTests {
    @Test("a loop and '#if' that touch targets are warnings where they start; an 'if' is read, with a note")
    func statements() {
        let result = readPackage(
            """
            import PackageDescription
            import Foundation

            let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
            for target in package.targets where target.type != .test {
                target.dependencies.append("Shared")
            }
            if ProcessInfo.processInfo.environment["LOCAL"] != nil {
                package.dependencies += [.package(path: "../Local")]
            } else {
                package.dependencies += [.package(url: "https://example.com/x.git", from: "1.0.0")]
            }
            #if os(Linux)
            package.targets.append(.target(name: "LinuxOnly"))
            #endif
            """)
        #expect(result.problems.isEmpty)
        #expect(
            warningLines(result) == [
                "5:1: Package.swift uses a 'for' loop here, which targetlint does not evaluate; the targets it "
                    + "declares are read as written",
                "13:1: Package.swift uses '#if' here, which targetlint does not evaluate; every branch is read as "
                    + "written",
            ])
        #expect(
            result.notes.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "8:1: Package.swift declares targets, products or dependencies here under an 'if' whose condition "
                    + "targetlint does not evaluate; every branch is read as written"
            ])
        #expect(targetLines(result.manifest) == ["A(regular): ", "B(regular): ", "LinuxOnly(regular): "])
        #expect(result.manifest?.dependencies.map { $0.path ?? $0.identity } == ["../Local", "x"])
    }

    @Test("a function named with its labels, 'init(rawValue:)', is read past as a value, not an error")
    func functionNames() {
        let result = readPackage(
            """
            import PackageDescription
            let deployment = env["PP_BUILD_CORE"].map(CoreDeployment.init(rawValue:)) ?? nil
            let pairs = zip(a, b).map(Pair.make(first:second:))
            let package = Package(name: "P", targets: [.target(name: "A", dependencies: ["B"]), .target(name: "B")])
            """)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(targetLines(result.manifest) == ["A(regular): B", "B(regular): "])
    }

    @Test("a target whose dependencies a closure makes is marked as partly read; one written out is not")
    func partlyReadDependencies() {
        let result = readPackage(
            """
            let package = Package(name: "P", targets: [
                .target(name: "A", dependencies: { ["B"] + extra }()),
                .target(name: "B", dependencies: ["C"]),
                .target(name: "C"),
            ])
            """)
        #expect(result.manifest?.targets.map(\.dependenciesPartlyRead) == [true, false, false])
    }

    @Test("a loop or a forEach that only sets build settings is no warning")
    func settingsOnly() {
        let result = readPackage(
            """
            let package = Package(name: "P", targets: [.target(name: "A")])
            for target in package.targets {
                var settings = target.swiftSettings ?? []
                settings.append(.enableUpcomingFeature("ExistentialAny"))
                target.swiftSettings = settings
            }
            package.targets.forEach { $0.swiftSettings = [.swiftLanguageMode(.v6)] }
            func helper() -> [String] { ["not", "read"] }
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(targetLines(result.manifest) == ["A(regular): "])
    }

    @Test(
        "values computed by calls, closures, maps, interpolation of anything but a string constant and conditions are left out with a warning"
    )
    func values() {
        let result = readPackage(
            """
            let names = ["A", "B"]
            let suffix = "Kit"
            func feature(_ name: String) -> Target { .target(name: name) }
            let package = Package(
                name: "P\\(suffix.lowercased())",
                products: names.map { .library(name: $0, targets: [$0]) },
                targets: [
                    feature("F"),
                    .target(name: "C", dependencies: [unknown, useLocal ? "X" : "Y", .product(name: "L\\(suffix)")]),
                    .target(name: "D"),
                ] + extraTargets()
            )
            """)
        #expect(result.problems.isEmpty)
        #expect(
            warningLines(result) == [
                "5:11: Package.swift computes the package's name here with string interpolation, which targetlint "
                    + "does not evaluate; it is left out",
                "6:15: Package.swift gives a product here as 'names.map' with a closure, which targetlint does not "
                    + "evaluate; it is left out",
                "8:9: Package.swift gives a target here as a call to 'feature', which targetlint does not evaluate; "
                    + "it is left out",
                "9:43: Package.swift gives the dependencies of 'C' here as 'unknown', which is not a constant "
                    + "targetlint read; what it holds is left out",
                "9:52: Package.swift gives a dependency of 'C' here as a conditional expression '? :', which "
                    + "targetlint does not evaluate; it is left out",
                "11:9: Package.swift gives a target here as a call to 'extraTargets', which targetlint does not "
                    + "evaluate; it is left out",
            ])
        #expect(result.manifest?.name == nil)
        // `\\(suffix)` of a string constant is evaluated.
        #expect(targetLines(result.manifest) == ["C(regular): LKit@?", "D(regular): "])
        #expect(result.unsupported.filter { $0.target == "C" }.count == 2)
    }

    @Test("a package made by a closure is no package targetlint can read")
    func packageFromClosure() {
        let result = readPackage(
            """
            let package: Package = {
                Package(name: "P")
            }()
            """)
        #expect(result.manifest == nil)
        #expect(
            problemLines(result) == [
                "1:24: Package.swift declares no 'Package(...)' that targetlint can read; expected "
                    + "'let package = Package(name: ...)'"
            ])
    }
}
