import Testing

@testable import FileAccess
@testable import ManifestImporter
@testable import ProjectLoader
@testable import ProjectModel
@testable import SourceText

/// Loads `text` as `targetlint.yml` from memory.
private func load(_ text: String) throws -> Manifest {
    try ManifestLoader(fileSystem: InMemoryFileSystem(["targetlint.yml": text])).load(path: "targetlint.yml")
}

/// The problems `text` gives, as `line:column: message`.
private func problems(_ text: String) -> [String] {
    do {
        _ = try load(text)
        return []
    } catch let error as InputError {
        return error.problems.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? $0.file): \($0.message)" }
    } catch {
        return ["\(error)"]
    }
}

/// The keys the App Clip rules read: deployment target, digital invocations, bundle id, SDKs, sizes.
@Suite struct ClipKeysTests {
    @Test("clip keys decode with the position of each value; entries keep the order written")
    func decodes() throws {
        let manifest = try load(
            """
            targets:
              ShopClip:
                type: app-clip
                bundle-id: com.example.shop.Clip
                deployment-target: "17.0"
                digital-invocations-only: YES
                size: 1.5 MiB
                sdks: [HealthKit.framework, libz.tbd]
                dependencies:
                  - sdk: CoreData.framework
                  - package: Lottie
                    size: 1.4 MB
            """)
        let clip = try #require(manifest.targets.first)
        #expect(clip.bundleID?.value == "com.example.shop.Clip")
        #expect(clip.bundleID?.location.position == TextPosition(line: 4, column: 16))
        #expect(clip.deploymentTarget?.value == Version("17.0"))
        #expect(clip.deploymentTarget?.location.position == TextPosition(line: 5, column: 24))
        #expect(clip.digitalInvocationsOnly)
        #expect(clip.size?.value == ByteCount(bytes: 1_572_864))
        #expect(clip.size?.location.position == TextPosition(line: 7, column: 11))
        #expect(clip.dependencies.map(\.name) == ["HealthKit", "libz", "CoreData", "Lottie"])
        #expect(clip.dependencies.map(\.kind) == [.sdk, .sdk, .sdk, .package])
        #expect(clip.dependencies[3].size?.value == ByteCount(bytes: 1_400_000))
        #expect(clip.dependencies[0].location.position == TextPosition(line: 8, column: 12))
    }

    @Test("invalid clip keys are errors at the value or key")
    func errors() {
        #expect(
            problems(
                """
                targets:
                  Storage:
                    type: framework
                    deployment-target: sixteen
                    digital-invocations-only: true
                    size: 2 megabytes
                    dependencies:
                      - sdk: HealthKit
                        size: 1 MB
                """) == [
                    "4:24: expected a version such as \"16.0\" for 'deployment-target' of target 'Storage', found 'sixteen'",
                    "5:5: 'digital-invocations-only' applies to app clips only; target 'Storage' is framework",
                    "6:11: expected a size with a unit for 'size' of target 'Storage', such as '600 KB' or '1.4 MB', found '2 megabytes'",
                    "9:9: 'size' applies to 'package' and 'framework' dependencies; set the size of target 'HealthKit' on the target",
                ])
    }
}
