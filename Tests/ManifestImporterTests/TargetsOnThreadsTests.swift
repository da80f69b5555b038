import Foundation
import TestSupport
import Testing

@testable import ManifestImporter
@testable import ProjectModel
@testable import SourceText
@testable import YAML

@Suite struct TargetsOnThreadsTests {
    /// A `targets:` map of `count` entries of seven kinds: targets of several types and keys, and
    /// entries that declare none (no type, not a map, an unknown type), with problems among both.
    static func targets(_ count: Int, kinds: Set<Int> = Set(0..<7)) -> String {
        var text = "targets:\n"
        for index in 0..<count where kinds.contains(index % 7) {
            let name = "  Target\(index):\n"
            switch index % 7 {
            case 0: text += name + "    type: framework\n    dependencies: [A\(index), B\(index)]\n"
            case 1:
                text +=
                    name
                    + "    type: app-extension\n    extension-point: com.apple.share-services\n    app-groups: [group.g\(index)]\n"
            case 2: text += name + "    dependencies: [X]\n"
            case 3: text += "  Target\(index): [not, a, map]\n"
            case 4: text += name + "    type: nonsense\n"
            case 5: text += name + "    type: framework\n    unknown-key: 1\n    settings:\n      base: {A: \(index)}\n"
            default: text += name + "    type: app\n    bundle-id: com.example.t\(index)\n    sources: [S\(index)]\n"
            }
        }
        return text
    }

    @Test(
        "declarations and problems are the same, in the same order, decoded on one thread or several",
        arguments: [2, 3, 8])
    func sameOnAnyThreads(threads: Int) throws {
        let document = try YAMLParser().parse(Self.targets(2_100))
        let entries = try #require(document.root?["targets"]?.mapping)
        var one = ManifestDecoder(file: "/project/targetlint.yml")
        let expected = one.decodeTargets(entries, threads: 1)
        var several = ManifestDecoder(file: "/project/targetlint.yml")
        let decoded = several.decodeTargets(entries, threads: threads)
        // Four kinds of seven declare a target; three kinds of seven, and the unknown key, are problems.
        #expect(expected.count == 1_200)
        #expect(expected.map(\.name) == (0..<2_100).filter { [0, 1, 5, 6].contains($0 % 7) }.map { "Target\($0)" })
        #expect(one.reader.problems.count == 1_200)
        #expect(decoded == expected)
        #expect(several.reader.problems == one.reader.problems)
    }

    @Test("a large manifest loads its targets in order, and its problems sorted by place")
    func largeManifestLoads() throws {
        let clean = try loadManifest(
            Self.targets(3_500, kinds: [0, 1, 5, 6]).replacingOccurrences(of: "    unknown-key: 1\n", with: ""))
        #expect(
            clean.targets.map(\.name) == (0..<3_500).filter { [0, 1, 5, 6].contains($0 % 7) }.map { "Target\($0)" })
        let error = #expect(throws: InputError.self) { try loadManifest(Self.targets(2_100)) }
        let positions = error?.problems.map { $0.position ?? TextPosition(line: 0, column: 0) } ?? []
        #expect(positions.count == 1_200 && positions == positions.sorted())
    }
}
