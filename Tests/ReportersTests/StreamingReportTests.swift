import ProjectModel
import Reporters
import Rules
import Testing
import TextOutput

/// A sink that keeps each chunk it is handed, and closes after `capacity` chunks.
private struct RecordingSink: ByteSink {
    var chunks: [[UInt8]] = []
    var capacity = Int.max

    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        chunks.append(Array(bytes))
    }

    var isClosed: Bool { chunks.count >= capacity }
}

@Suite("Streaming reports")
struct StreamingReportTests {
    /// 6,000 findings over two rules: more than 300 KB in every format.
    static let large = LintReport(
        manifest: "targetlint.yml",
        diagnostics: (0..<6_000).map { index in
            Diagnostic(
                rule: index % 3 == 0 ? "allowed-core-modules" : "no-feature-in-extension", severity: .error,
                target: "Clip\(index % 50)", message: "app clip 'Clip\(index % 50)' links module 'M\(index)'",
                location: SourceLocation(file: "targetlint.yml", line: index + 1, column: 5),
                path: ["Clip\(index % 50)", "M\(index)"])
        },
        targetCount: 6_050)

    @Test("every format writes the bytes it renders, in chunks of about 64 KiB", arguments: ReportFormat.allCases)
    func chunks(format: ReportFormat) {
        var sink = RecordingSink()
        format.write(Self.large, to: &sink, toolVersion: "1.0")
        let rendered = format.render(Self.large, toolVersion: "1.0")
        #expect(sink.chunks.joined().elementsEqual(rendered.utf8))
        #expect(sink.chunks.count > 4)
        #expect(sink.chunks.allSatisfy { $0.count < 66 << 10 })
    }

    @Test("rendering stops at the first chunk after the sink closes", arguments: ReportFormat.allCases)
    func stopsWhenClosed(format: ReportFormat) {
        var sink = RecordingSink(capacity: 1)
        format.write(Self.large, to: &sink, toolVersion: "1.0")
        #expect(sink.chunks.count == 1)
    }

    /// 6,000 errors of a lint that could not run.
    static let errors = (0..<6_000).map { index in
        InputProblem(
            "unknown key 'x\(index)' in target 'T'", at: SourceLocation(file: "m.yml", line: index + 1, column: 3))
    }

    @Test("every format's reporter is named as --format takes it", arguments: ReportFormat.allCases)
    func names(format: ReportFormat) {
        #expect(format.reporter(toolVersion: "1.0").name == format.rawValue)
    }

    @Test(
        "a lint that could not run streams in chunks too, and stops once the sink closes",
        arguments: ReportFormat.allCases.filter { $0 != .text })
    func failureChunks(format: ReportFormat) {
        var sink = RecordingSink()
        format.writeFailure(Self.errors, to: &sink, toolVersion: "1.0")
        #expect(sink.chunks.joined().elementsEqual(format.renderFailure(Self.errors, toolVersion: "1.0").utf8))
        #expect(sink.chunks.count > 4)
        var closing = RecordingSink(capacity: 1)
        format.writeFailure(Self.errors, to: &closing, toolVersion: "1.0")
        #expect(closing.chunks.count == 1)
    }
}
