import Foundation
import TestSupport
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// Damaged manifests either lint or exit 2 at a position inside the file, never anything else.
@Suite struct MutationPropertyTests {
    enum Mutation: CaseIterable {
        case flipByte, deleteLine, duplicateLine, shiftIndentation
    }

    static func mutate(_ text: [UInt8], _ mutation: Mutation, using random: inout SplitMix64) -> [UInt8] {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let line = Int.random(in: 0..<lines.count, using: &random)
        switch mutation {
        case .flipByte:
            var bytes = text
            bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            return bytes
        case .deleteLine:
            lines.remove(at: line)
        case .duplicateLine:
            lines.insert(lines[line], at: line)
        case .shiftIndentation:
            if Bool.random(using: &random) {
                lines[line].insert(
                    contentsOf: Array(repeating: UInt8(ascii: " "), count: Int.random(in: 1...3, using: &random)), at: 0
                )
            } else if lines[line].first == UInt8(ascii: " ") {
                lines[line].removeFirst()
            }
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    @Test(
        "byte flips, deleted or duplicated lines and shifted indentation lint or exit 2 inside the file",
        arguments: ["Samples/Violations", "Samples/Shop"])
    func mutations(sample: String) throws {
        // The sample's other files (includes, sources) stay as they are, in memory.
        let folder = URL(fileURLWithPath: packageRoot + "/" + sample)
        var sampleFiles = InMemoryFileSystem()
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            ?? .init()
        where !url.hasDirectoryPath {
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            sampleFiles.files[relative] = Array(try Data(contentsOf: url))
        }
        let original = try #require(sampleFiles.files["targetlint.yml"])
        var random = SplitMix64(seed: 99)
        var failures: [String] = []
        var outcomes: [TargetLintCLI.ExitStatus: Int] = [:]
        for round in 0..<300 {
            let mutation = Mutation.allCases[round % Mutation.allCases.count]
            let bytes = Self.mutate(original, mutation, using: &random)
            let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
            var fileSystem = sampleFiles
            fileSystem.files["targetlint.yml"] = bytes
            var output = CommandOutput()
            let status = TargetLint.run(
                arguments: ["lint", "targetlint.yml"], environment: CommandEnvironment(fileSystem: fileSystem),
                output: &output)
            outcomes[status, default: 0] += 1
            switch status {
            case .success, .findings:
                continue
            case .internalFailure:
                failures.append("round \(round) (\(mutation)): exit 3")
            case .invalidInput:
                for line in output.standardError.split(separator: "\n") where line.contains(": error: ") {
                    let location = line.prefix { $0 != " " }.split(separator: ":")
                    guard location.first == "targetlint.yml" else { continue }  // an unchanged included file
                    if location.count >= 3 {
                        let row = Int(location[1]) ?? 0
                        let column = Int(location[2]) ?? 0
                        if !(1...lineCount).contains(row) || column < 1 {
                            failures.append("round \(round) (\(mutation)): \(line)")
                        }
                    }
                }
                if !output.standardError.contains(": error: ") {
                    failures.append("round \(round) (\(mutation)): exit 2 without an error line")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Both kinds of outcome occur, so neither check above is vacuous.
        #expect(
            outcomes[.invalidInput, default: 0] > 30
                && outcomes[.findings, default: 0] + outcomes[.success, default: 0] > 30)
    }
}
