import Foundation
import Project
import ProjectLoader
import ProjectModel
import Rules
import Testing

@testable import FileAccess
@testable import TargetLintCLI

/// `targetlint report --format html`, opened in a real headless Chromium: it loads with no console
/// message, selecting each clip and extension lights up exactly its closure, a node shows its path,
/// and the findings are the JSON report's. Skipped where no `chromium` is installed (CI installs
/// Debian's).
@Suite struct HTMLReportBrowserTests {
    static let sample = "Samples/Violations"

    static var chromium: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy
            .flatMap { folder in ["chromium", "chromium-browser"].map { "\(folder)/\($0)" } }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The page's DOM once its script has run at `fragment`, and what Chromium logged.
    private func open(_ page: String, fragment: String) throws -> (dom: String, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom",
            "file://\(page)#\(fragment)",
        ]
        // The log goes to a file, so that a pipe nobody reads cannot fill and stop Chromium.
        let logFile = page + ".log"
        try #require(FileManager.default.createFile(atPath: logFile, contents: nil))
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logFile))
        try process.run()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let log = try Data(contentsOf: URL(fileURLWithPath: logFile))
        return (String(decoding: dom, as: UTF8.self), String(decoding: log, as: UTF8.self))
    }

    /// The ids of the nodes `class` marks in a DOM.
    private func nodes(marked mark: String, in dom: String) -> Set<Int> {
        let pattern = try! Regex(#"class="node [a-z-]+ ([a-z -]*)" id="n([0-9]+)""#)
        var found: Set<Int> = []
        for match in dom.matches(of: pattern) {
            let classes = match.output[1].substring.map(String.init) ?? ""
            if classes.split(separator: " ").contains(Substring(mark)),
                let id = match.output[2].substring.flatMap({ Int($0) })
            {
                found.insert(id)
            }
        }
        return found
    }

    @Test(
        "the page loads without a console message, lights up each product's closure, shows a path, lists the JSON report's findings",
        .enabled(if: chromium != nil, "needs chromium on PATH (Debian's chromium package)"))
    func browser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, output) = run("report", Self.sample, "--format", "html")
        #expect(status == .success)
        let page = folder.file("report.html")
        try output.standardOutput.write(toFile: page, atomically: true, encoding: .utf8)
        // One file that fetches nothing.
        #expect(!output.standardOutput.contains("src=") && !output.standardOutput.contains("<link"))
        #expect(!output.standardOutput.contains("href=\"http"))

        let manifest = try ManifestLoader(fileSystem: LocalFileSystem(workingDirectory: packageRoot))
            .load(path: Self.sample + "/targetlint.yml")
        let graph = ProjectGraph(manifest: manifest)
        for product in ClosureSnapshot.products(of: graph) {
            let name = graph.targetNames[product]
            let (dom, log) = try open(page, fragment: "product=\(name)")
            #expect(
                !log.contains(":CONSOLE"),
                "Chromium logged: \(log.split(separator: "\n").filter { $0.contains(":CONSOLE") })")
            #expect(
                nodes(marked: "in-closure", in: dom) == Set(graph.closure(of: product).members + [product]), "\(name)")
            #expect(nodes(marked: "selected", in: dom) == [product])
        }
        let (dom, _) = try open(page, fragment: "product=ShopWidget&why=Cache")
        #expect(
            dom.contains(
                #"<p id="why" role="status">ShopWidget → WidgetSupport → CatalogFeature → Storage → Cache</p>"#))

        // The findings, with and without the script, are the JSON report's.
        let json = run("lint", Self.sample, "--format", "json").output.standardOutput
        let diagnostics = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["diagnostics"] as? [Any])
        #expect(dom.components(separatedBy: "<tr class=\"finding ").count - 1 == diagnostics.count)
        #expect(output.standardOutput.components(separatedBy: "<tr class=\"finding ").count - 1 == diagnostics.count)
        #expect(output.standardOutput.contains("<h2>Findings (\(diagnostics.count))</h2>"))
    }

    @Test(
        "names are escaped for HTML, and the page still runs", .enabled(if: chromium != nil, "needs chromium on PATH"))
    func escaping() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try """
        targets:
          "Shop<script>alert(1)</script>":
            type: app
            dependencies: ["Clip&\\u202E"]
          "Clip&\\u202E":
            type: app-clip
            dependencies: ["Kit\\"'"]
          "Kit\\"'":
            type: framework
        """.write(toFile: folder.file("targetlint.yml"), atomically: true, encoding: .utf8)
        var output = CommandOutput()
        let status = TargetLint.run(
            arguments: ["report"],
            environment: CommandEnvironment(fileSystem: LocalFileSystem(workingDirectory: folder.path)),
            output: &output)
        #expect(status == .success)
        let html = output.standardOutput
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("Shop&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Clip&amp;\\u{202E}"))
        #expect(!html.contains("\u{202E}"))
        let page = folder.file("report.html")
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        let (dom, log) = try open(
            page, fragment: "product=" + "Clip&\\u{202E}".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
        #expect(!log.contains(":CONSOLE"))
        #expect(nodes(marked: "in-closure", in: dom).count == 2)
    }
}
