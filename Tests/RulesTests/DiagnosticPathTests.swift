import Testing

@testable import ProjectModel
@testable import Rules

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

    /// A reachability finding as the rules store it: a subject, a predicate and ids into the graph's names.
    /// The predicate is the words before and after the name of the path's last node.
    private func compact(
        _ subject: String, _ predicate: (String, String), _ ids: [Int], _ names: [String]
    ) -> Diagnostic {
        Diagnostic(
            rule: "no-feature-in-extension", severity: .error, target: "Clip",
            text: FindingText(
                subject: subject, predicate: ReachabilityPredicate(beforeModule: predicate.0, afterModule: predicate.1),
                path: ids, names: names),
            location: SourceLocation(file: "targetlint.yml", line: 1, column: 1), sharedCause: nil)
    }

    @Test("a path kept as ids spells its names into the message, and equals the same finding spelled out")
    func ids() {
        let names = ["Clip", "Kit", "F", "Zürich \u{1B}"]
        let kept = compact("app clip 'Clip'", ("links '", "'"), [0, 3, 2], names)
        let spelled = diagnostic(
            "app clip 'Clip' links 'F' via Clip → Zürich \u{1B} → F", ["Clip", "Zürich \u{1B}", "F"])
        #expect(kept.message == spelled.message)
        #expect(kept.path == spelled.path)
        #expect(kept.lastPathName == "F")
        #expect(kept == spelled && spelled == kept)
        #expect(kept.hashValue == spelled.hashValue)
        #expect(kept != compact("app clip 'Clip'", ("links '", "'"), [0, 1, 2], names))
        #expect(kept != compact("app clip 'Clip'", ("links '", "' too"), [0, 3, 2], names))
        #expect(kept != compact("app clip 'Kit'", ("links '", "'"), [0, 3, 2], names))
        // The same names in another array compare by their spelling.
        #expect(kept == compact("app clip 'Clip'", ("links '", "'"), [0, 3, 2], names.map { $0 + "" }))
        #expect(kept == compact("app clip", ("'Clip' links '", "'"), [0, 3, 2], names.map { $0 + "" }))
        // Pieces split elsewhere spell the same message, into the same names too.
        let split = compact("app clip", ("'Clip' links '", "'"), [0, 3, 2], names)
        #expect(kept == split && split == kept)
        #expect(kept.hashValue == split.hashValue)
    }

    @Test("findings that share one message each spell their own path from it")
    func sharedPaths() {
        let names = ["Clip", "Kit", "F", "G"]
        let message = ReachabilityMessage(
            subject: "app clip 'Clip'", predicate: ReachabilityPredicate(beforeModule: "links '", afterModule: "'"),
            names: names, paths: [0, 1, 2, 0, 3, 0, 1, 3])
        let texts = [0..<3, 3..<5, 5..<8].map { FindingText(message, path: $0) }
        #expect(
            texts.map(\.message) == [
                "app clip 'Clip' links 'F' via Clip → Kit → F", "app clip 'Clip' links 'G' via Clip → G",
                "app clip 'Clip' links 'G' via Clip → Kit → G",
            ])
        #expect(texts.map(\.path) == [["Clip", "Kit", "F"], ["Clip", "G"], ["Clip", "Kit", "G"]])
        #expect(texts.map { $0.pathIDs(into: names).map(Array.init) } == [[0, 1, 2], [0, 3], [0, 1, 3]])
        // Equal to the same finding with a message of its own, and different from its neighbours.
        let alone = FindingText(
            subject: "app clip 'Clip'", predicate: ReachabilityPredicate(beforeModule: "links '", afterModule: "'"),
            path: [0, 1, 3], names: names)
        #expect(FindingText.spellSame(texts[2], alone) && FindingText.spellSame(alone, texts[2]))
        #expect(!FindingText.spellSame(texts[1], alone) && !FindingText.spellSame(texts[0], texts[2]))
    }

    @Test("ids are handed out only for the very names array they index")
    func idsForTheirNames() {
        let names = ["Clip", "Kit", "F"]
        let kept = compact("app clip 'Clip'", ("links '", "'"), [0, 2], names)
        #expect(kept.text.pathIDs(into: names).map(Array.init) == [0, 2])
        #expect(kept.text.pathIDs(into: names.map { $0 + "" }) == nil)
        #expect(diagnostic("via Clip → F", ["Clip", "F"]).text.pathIDs(into: names) == nil)
    }

    @Test("changing the message or the path of a finding kept as ids keeps the other")
    func idsMutation() {
        var changed = compact("app clip 'Clip'", ("links '", "'"), [0, 2], ["Clip", "Kit", "F"])
        changed.message = "something else"
        #expect(changed.path == ["Clip", "F"])
        changed = compact("app clip 'Clip'", ("links '", "'"), [0, 2], ["Clip", "Kit", "F"])
        changed.path = ["A"]
        #expect(changed.message == "app clip 'Clip' links 'F' via Clip → F")
        #expect(changed.path == ["A"])
    }

    @Test("findings whose text is equal in another normalization are equal and hash alike")
    func canonicalEquivalence() {
        let composed = diagnostic("links 'Caf\u{E9}' via Clip → Caf\u{E9}", ["Clip", "Caf\u{E9}"])
        let decomposed = diagnostic("links 'Cafe\u{301}' via Clip → Cafe\u{301}", ["Clip", "Cafe\u{301}"])
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        let kept = compact("app clip 'Clip' \u{E9}", ("links '", "'"), [0, 1], ["Clip", "Caf\u{E9}"])
        let keptDecomposed = compact("app clip 'Clip' e\u{301}", ("links '", "'"), [0, 1], ["Clip", "Cafe\u{301}"])
        #expect(kept == keptDecomposed)
        #expect(kept.hashValue == keptDecomposed.hashValue)
        let finding = Finding(
            target: "T", message: "caf\u{E9}", location: SourceLocation(file: "f", line: 1, column: 1))
        var other = finding
        other.message = "cafe\u{301}"
        #expect(finding == other && finding.hashValue == other.hashValue)
    }
}
