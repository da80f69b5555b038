import Testing

@testable import ProjectModel
@testable import SourceText
@testable import SwiftPackageImporter

@Suite struct PackageManifestReaderTests {
    @Test("products, targets of every kind, and each form of dependency are read with their positions")
    func declarative() throws {
        let result = readPackage(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v17)],
                products: [
                    .library(name: "FeatureKit", type: .dynamic, targets: ["CartFeature", "Checkout"]),
                    .executable(name: "tool", targets: ["Tool"]),
                    .plugin(name: "Lint", targets: ["LintPlugin"]),
                ],
                dependencies: [
                    .package(path: "../Core/"),
                    .package(name: "Apollo", url: "https://github.com/apollographql/apollo-ios.git", from: "1.0.0"),
                    .package(id: "Scope.Name", from: "1.0.0"),
                ],
                targets: [
                    .target(
                        name: "CartFeature",
                        dependencies: [
                            "Checkout",
                            .target(name: "Models", condition: .when(platforms: [.iOS, .macCatalyst])),
                            .product(name: "CoreKit", package: "Core"),
                            .byName(name: "Apollo"),
                            .product(name: "Old"),
                        ],
                        resources: [.process("Resources")],
                        swiftSettings: [.define("X", .when(configuration: .debug))]
                    ),
                    Target.target(name: "Checkout", path: "Sources/Pay"),
                    .target(name: "Models"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CartTests", dependencies: ["CartFeature"]),
                    .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                    .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]),
                    .plugin(name: "LintPlugin", capability: .buildTool()),
                    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
                ],
                swiftLanguageModes: [.v6]
            )
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        let manifest = try #require(result.manifest)
        #expect(manifest.toolsVersion == Located("5.9", at: SourceLocation(file: "Package.swift", line: 1, column: 25)))
        #expect(manifest.name == Located("Shop", at: SourceLocation(file: "Package.swift", line: 5, column: 11)))
        #expect(
            targetLines(manifest) == [
                "CartFeature(regular): Checkout, target:Models[iOS,macCatalyst], CoreKit@Core, Apollo, Old@?",
                "Checkout(regular): ", "Models(regular): ", "Tool(executable): ", "CartTests(test): CartFeature",
                "Bin(binary): ", "Macros(macro): SwiftSyntax@swift-syntax", "LintPlugin(plugin): ", "CZlib(system): ",
            ])
        #expect(
            productLines(manifest) == [
                "FeatureKit(library): CartFeature, Checkout", "tool(executable): Tool", "Lint(plugin): LintPlugin",
            ])
        #expect(manifest.products.map(\.linkage) == [.dynamic, .automatic, .automatic])
        #expect(manifest.dependencies.map(\.identity) == ["core", "apollo-ios", "scope.name"])
        #expect(manifest.dependencies.map(\.isLocal) == [true, false, false])
        #expect(manifest.dependency(forPackage: "Core")?.path == "../Core/")
        #expect(manifest.dependency(forPackage: "Apollo")?.url == "https://github.com/apollographql/apollo-ios.git")
        #expect(manifest.target(named: "Checkout")?.path?.value == "Sources/Pay")
        let cart = try #require(manifest.target(named: "CartFeature"))
        #expect(cart.name.location.position == TextPosition(line: 19, column: 19))
        #expect(
            cart.dependencies.map(\.location.position) == [
                TextPosition(line: 21, column: 17), TextPosition(line: 22, column: 17),
                TextPosition(line: 23, column: 17), TextPosition(line: 24, column: 17),
                TextPosition(line: 25, column: 17),
            ])
        #expect(manifest.dependencies[0].location.position == TextPosition(line: 13, column: 9))
    }

    @Test("constants of strings and arrays, '+' and typed 'let's are followed by name")
    func constants() {
        let result = readPackage(
            """
            import PackageDescription
            let core = "Core"
            let feature = core + "Feature"
            let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
            let deps: [Target.Dependency] = ["A", .product(name: "B", package: "b")]
            var targets: [Target] = [
                .target(name: feature, dependencies: deps + [.target(name: core)], swiftSettings: swiftSettings),
            ]
            targets.append(.target(name: core))
            targets += [.target(name: "A"), .target(name: "B")] as [Target]
            let products = [Product.library(name: "Kit", targets: [feature])]
            let package = Package(name: "P", products: products, targets: targets + [.testTarget(name: "T")])
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(
            targetLines(result.manifest) == [
                "CoreFeature(regular): A, B@b, target:Core", "Core(regular): ", "A(regular): ", "B(regular): ",
                "T(test): ",
            ])
        #expect(productLines(result.manifest) == ["Kit(library): CoreFeature"])
        // A name from a constant is located where the constant's string is written.
        #expect(result.manifest?.targets.last?.name.location.position == TextPosition(line: 12, column: 92))
        #expect(result.manifest?.targets[1].name.location.position == TextPosition(line: 2, column: 12))
    }

    @Test("changes to the package after Package(...) are applied")
    func changesAfterPackage() {
        let result = readPackage(
            """
            let package = Package(name: "P", targets: [.target(name: "A")])
            package.targets += [.target(name: "B", dependencies: ["A"])]
            package.targets.append(.testTarget(name: "ATests", dependencies: ["A"]))
            package.products.append(contentsOf: [.library(name: "L", targets: ["A"])])
            package.dependencies += [.package(path: "../Other")]
            package.platforms = [.iOS(.v16)]
            package.swiftLanguageModes = [.v6]
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(targetLines(result.manifest) == ["A(regular): ", "B(regular): A", "ATests(test): A"])
        #expect(productLines(result.manifest) == ["L(library): A"])
        #expect(result.manifest?.dependencies.map(\.identity) == ["other"])
    }

    @Test("comments, escapes, raw and multi-line strings, and interpolation in skipped settings are tokens")
    func tokens() {
        let result = readPackage(
            """
            /* a /* nested */ comment */ import PackageDescription // trailing
            let name = "Caf\\u{E9}\\t\\"Kit\\""
            let raw = #"Raw"Name"#
            let long = \"\"\"
                Long
                  Name
                \"\"\"
            let package = Package(
                name: name,
                targets: [
                    .target(name: raw, swiftSettings: [.define("X\\(1 + "(")")]),
                    .target(name: long, cSettings: [.unsafeFlags(["-DX=\\"{\\""])]),
                ]
            )
            """)
        #expect(result.problems.isEmpty)
        #expect(result.unsupported.isEmpty)
        #expect(result.manifest?.name?.value == "Café\t\"Kit\"")
        #expect(targetLines(result.manifest) == ["Raw\"Name(regular): ", "Long\n  Name(regular): "])
    }

    @Test("columns count characters, not bytes, as the other readers do")
    func columns() {
        let result = readPackage(
            "let package = Package(name: \"é\", targets: [.target(name: \"ü\"), .target(name: \"x\")])")
        #expect(result.manifest?.targets.map(\.name.location.column) == [58, 78])
    }
}
