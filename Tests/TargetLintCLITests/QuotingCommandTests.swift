import Foundation
import Testing

@testable import TargetLintCLI

/// Which lines an error quotes: a manifest's (YAML, project files, `Package.swift`), never an
/// xcconfig's, a property list's or a system file's; and xcconfig files that are not text.
@Suite struct QuotingCommandTests {
    /// A secret a file holds in a comment or a value, which no error may print.
    static let secret = "s3cr3t"

    /// A repository `shop` with an app whose configurations are based on `Config/Shared.xcconfig`,
    /// holding `files` besides its project file, and `bytes` written as they are.
    static func fixture(_ files: [String: String], bytes: [String: [UInt8]] = [:]) throws -> FixtureFolder {
        let app = FixtureTarget(
            id: "TA", name: "Shop", type: "application", settings: "PRODUCT_BUNDLE_IDENTIFIER = com.example.shop;",
            xcconfig: { _ in "Config/Shared.xcconfig" })
        var all = files
        all["shop/Shop.xcodeproj/project.pbxproj"] = fixtureProjectFile(targets: [app])
        let fixture = try FixtureFolder(all, repositories: ["shop"])
        for (name, content) in bytes {
            let file = URL(fileURLWithPath: fixture.path + "/shop/" + name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content).write(to: file)
        }
        return fixture
    }

    @Test(
        "an xcconfig that is not text is an error at its first such byte, exit 2, its line not quoted",
        arguments: [
            (
                Array("// Shared settings\n#include \"Base.xcconfig\" // token: s3cr3t \u{1B}[2J\n".utf8),
                "Config/Shared.xcconfig:2:43: error: the file contains control character U+001B"
            ),
            (
                Array("// token: s3cr3t\nSWIFT_VERSION = 6.0\0\n".utf8),
                "Config/Shared.xcconfig:2:20: error: the file contains a NUL byte (is this a binary file?)"
            ),
            (
                Array("// token: s3cr3t\nDISPLAY_NAME = Caf".utf8) + [0xE9, 0x0A],
                "Config/Shared.xcconfig:2:19: error: the file is not valid UTF-8 (byte 0xE9)"
            ),
        ])
    func xcconfigNotText(bytes: [UInt8], error: String) throws {
        let fixture = try Self.fixture([:], bytes: ["Config/Shared.xcconfig": bytes])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "shop")
        #expect(status == .invalidInput)
        #expect(output.standardError == error + "\n")
        #expect(output.standardOutput == "")
    }

    @Test("an xcconfig included by another that is not text is an error once, at its own line")
    func includedNotText() throws {
        let fixture = try Self.fixture(
            [
                "shop/Config/Shared.xcconfig":
                    "#include \"Base.xcconfig\"\n#include \"Base.xcconfig\" // token: s3cr3t\n"
            ],
            bytes: ["Config/Base.xcconfig": Array("SWIFT_VERSION = 6\u{7}\n".utf8)])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "shop")
        #expect(status == .invalidInput)
        #expect(
            output.standardError == "Config/Base.xcconfig:1:18: error: the file contains control character U+0007\n")
    }

    @Test("an XcodeGen spec's xcconfig that is not text is an error at its line, not quoted")
    func specXCConfigNotText() throws {
        let spec = """
            name: Shop
            configFiles:
              Release: Config/Shared.xcconfig
            targets:
              Shop: {type: application, platform: iOS}

            """
        let fixture = try FixtureFolder(
            ["shop/project.yml": spec, "shop/Config/Shared.xcconfig": "// token: s3cr3t\u{1B}\n"],
            repositories: ["shop"])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", "project.yml", in: "shop")
        #expect(status == .invalidInput)
        #expect(
            output.standardError == "Config/Shared.xcconfig:1:17: error: the file contains control character U+001B\n")
    }

    @Test("an error at an xcconfig line prints the position and message, never the line and its comment")
    func xcconfigLineNotQuoted() throws {
        let fixture = try Self.fixture([
            "shop/Config/Shared.xcconfig":
                "#include \"Signing.xcconfig\" // token: s3cr3t\n",
            "shop/Config/Signing.xcconfig":
                "CODE_SIGN_ENTITLEMENTS = ../../Elsewhere/Shop.entitlements // token: s3cr3t\n",
        ])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "shop")
        #expect(status == .invalidInput)
        #expect(
            output.standardError
                == "Config/Signing.xcconfig:1:1: error: CODE_SIGN_ENTITLEMENTS file ../../Elsewhere/Shop.entitlements leaves the project; targetlint reads only files inside the project root (widen it with --root)\n"
        )
    }

    @Test("an error in an entitlements file is not quoted, where one in a project file or a Package.swift is")
    func propertyListNotQuoted() throws {
        let fixture = try Self.fixture([
            "shop/Config/Shared.xcconfig": "CODE_SIGN_ENTITLEMENTS = Shop/Shop.entitlements\n",
            "shop/Shop/Shop.entitlements":
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>token</key>\n\t<string>s3cr3t</strin>\n</dict>\n</plist>\n",
        ])
        defer { fixture.remove() }
        let (status, output) = fixture.run("lint", in: "shop")
        #expect(status == .invalidInput)
        #expect(output.standardError.hasPrefix("Shop/Shop.entitlements:5:"))
        #expect(output.standardError.split(separator: "\n").count == 1)
        #expect(!output.standardError.contains(Self.secret))
        // A project file and a Package.swift are manifests: their lines are quoted under the error,
        // with the caret, each tab as four spaces and other control characters escaped.
        let broken = try FixtureFolder(
            ["shop/Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = ;\n"],
            repositories: ["shop"])
        defer { broken.remove() }
        let (_, project) = broken.run("lint", in: "shop")
        #expect(
            project.standardError.split(separator: "\n").dropFirst().map(String.init) == [
                "        P = {isa = ;", String(repeating: " ", count: 19) + "^",
            ])
        let app = FixtureTarget(id: "TA", name: "Shop", type: "application")
        let packaged = try FixtureFolder(
            [
                "shop/Shop.xcodeproj/project.pbxproj": fixtureProjectFile(targets: [app]).replacingOccurrences(
                    of: "projectDirPath = \"\"; ", with: "packageReferences = (R1, ); projectDirPath = \"\"; "
                ).replacingOccurrences(
                    of: "\t\tG0 = ",
                    with: "\t\tR1 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };\n\t\tG0 = "),
                "shop/Packages/Kit/Package.swift":
                    "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\"))\n",
            ], repositories: ["shop"])
        defer { packaged.remove() }
        let (_, package) = packaged.run("lint", in: "shop")
        #expect(
            package.standardError.split(separator: "\n").map(String.init) == [
                "Packages/Kit/Package.swift:4:66: error: expected ',' or ']' in the array that starts at 4:45, found ')'",
                #"let package = Package(name: "Kit", targets: [.target(name: "Kit"))"#,
                String(repeating: " ", count: 65) + "^",
            ])
    }

    @Test(
        "linting /proc/self/environ prints no variable of the environment",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
    func procEnviron() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try runTargetlint(
            ["lint", "/proc/self/environ"], in: folder.path,
            environment: ["TARGETLINT_SECRET_TEST": Self.secret, "PATH": "/usr/bin:/bin"])
        let (printed, errors) = (run.printed, run.standardError)
        #expect(run.status == 2)
        #expect(errors.hasPrefix("/proc/self/environ:1:"))
        #expect(!(printed + errors).contains(Self.secret))
        #expect(!(printed + errors).contains("TARGETLINT_SECRET_TEST"))
    }
}
