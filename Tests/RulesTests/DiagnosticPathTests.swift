import ManifestParser
import Rules
import Testing

@Suite("Diagnostic paths")
struct DiagnosticPathTests {
    private func diagnostic(_ message: String, _ path: [String]?) -> Diagnostic {
        Diagnostic(
            rule: "no-feature-in-extension", severity: .error, target: "Clip", message: message,
            location: SourceLocation(file: "targetlint.yml", line: 1, column: 1), path: path)
    }

    @Test(
        "a path reads back as given, whether the message spells it or not",
        arguments: [
            ("app clip 'Clip' links 'F' via Clip → Kit → F", ["Clip", "Kit", "F"]),
            ("via Clip → Kit → F", ["Clip", "Kit", "F"]),
            ("app clip 'Clip' links 'F' via Clip → Kit → F", ["Kit", "F"]),
            ("app clip 'Clip' links 'F' via Clip → Kit → F (from template 'T')", ["Clip", "Kit", "F"]),
            ("ends with A → B", ["A →", "B"]),
            ("ends with A → → B", ["A →", "B"]),
            ("ends with A →  → B", ["A → ", "B"]),
            ("ends with  → B", ["", "B"]),
            ("ends with Zürich → 東京 → \u{1B}", ["Zürich", "東京", "\u{1B}"]),
            ("x", ["x"]),
            ("", [""]),
            ("no path", []),
        ])
    func readsBack(message: String, path: [String]) {
        let diagnostic = diagnostic(message, path)
        #expect(diagnostic.path == path)
        #expect(diagnostic.message == message)
    }

    @Test("no path stays no path")
    func noPath() {
        #expect(diagnostic("dependency cycle", nil).path == nil)
    }

    @Test("changing the message keeps the path, and changing the path keeps the message")
    func mutation() {
        var changed = diagnostic("links 'F' via Clip → F", ["Clip", "F"])
        changed.message = "something else"
        #expect(changed.path == ["Clip", "F"])
        #expect(changed.message == "something else")
        changed.path = ["A", "B"]
        #expect(changed.message == "something else")
        #expect(changed.path == ["A", "B"])
        changed.path = nil
        #expect(changed.path == nil)
    }

    @Test("equal diagnostics are equal and hash alike however their path is kept")
    func equality() {
        let spelled = diagnostic("links 'F' via Clip → F", ["Clip", "F"])
        var separate = diagnostic("links 'F' via Clip → X", ["Clip", "X"])
        separate.message = "links 'F' via Clip → F"
        separate.path = ["Clip", "F"]
        var other = spelled
        other.path = ["Clip", "G"]
        #expect(spelled == separate)
        #expect(spelled.hashValue == separate.hashValue)
        #expect(spelled != other)
        #expect(Set([spelled, separate, other]).count == 2)
    }
}
