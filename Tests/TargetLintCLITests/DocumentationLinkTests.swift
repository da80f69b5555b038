import Foundation
import Testing

/// The README and `docs/` link each other by relative paths and `#anchors`; moving a section must
/// not leave a link pointing nowhere.
@Suite struct DocumentationLinkTests {
    /// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`.
    static func anchor(_ heading: Substring) -> String {
        String(
            heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
                .map { $0 == " " ? "-" : $0 })
    }

    /// The anchors of the headings of the Markdown file at `path`.
    static func anchors(ofFile path: String) -> Set<String> {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { return nil }
                return anchor(line[line.index(after: space)...])
            })
    }

    @Test("a heading's anchor is GitHub's")
    func anchors() {
        #expect(Self.anchor("A targetlint.yml around the spec") == "a-targetlintyml-around-the-spec")
        #expect(Self.anchor("Text (`--format text`, the default)") == "text---format-text-the-default")
    }

    @Test("every relative link of the README and docs/ names a file that is there, and a heading in it")
    func linksResolve() throws {
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs"))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var links = 0
        for page in pages {
            let text = try String(contentsOfFile: packageRoot + "/" + page, encoding: .utf8)
            let folder = URL(fileURLWithPath: packageRoot + "/" + page).deletingLastPathComponent()
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.hasPrefix("http") else { continue }
                links += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file =
                    parts[0].isEmpty
                    ? packageRoot + "/" + page : folder.appendingPathComponent(String(parts[0])).standardized.path
                #expect(FileManager.default.fileExists(atPath: file), "\(page): '\(target)' names no file")
                if parts.count == 2, file.hasSuffix(".md") {
                    #expect(
                        Self.anchors(ofFile: file).contains(String(parts[1])),
                        "\(page): '\(target)' names no heading of \(file)")
                }
            }
        }
        #expect(links > 50)
    }
}
