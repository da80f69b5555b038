import ProjectModel
import Reporters
import Rules

extension LintReport {
    /// A report whose texts hold everything an output format must escape: XML's five special
    /// characters, a control character XML forbids, U+FFFF, line breaks, `%`, and a file name with
    /// `,`, `:`, a space and non-ASCII letters; one finding belongs to a rule outside the catalogue.
    static let awkward = LintReport(
        manifest: "dir/targetlint.yml",
        diagnostics: [
            Diagnostic(
                rule: "no-feature-in-extension", severity: .error, target: "Clip <&>",
                message: "1 < 2 & \"quoted\" 'single' > bell \u{7} nonchar \u{FFFF} 100% done\nsecond line\r\n",
                location: SourceLocation(file: "dir/a,b:c d/Zürich.yml", line: 7, column: 3),
                path: ["Clip <&>", "Feature, \"A\""]),
            Diagnostic(
                rule: "custom-rule", severity: .warning, target: "T",
                message: "a custom finding",
                location: SourceLocation(file: "./dir/targetlint.yml", line: 1, column: 1)),
            Diagnostic(
                rule: "dependency-cycle", severity: .error, target: "Storage",
                message: "dependency cycle: Storage → Cache → Storage",
                location: SourceLocation(file: "/abs/targetlint.yml", line: 12, column: 5),
                path: ["Storage", "Cache", "Storage"]),
        ],
        targetCount: 3)

    /// The awkward report's first message, as an XML parser reads it back: the control character and
    /// U+FFFF replaced by U+FFFD.
    static let awkwardMessageInXML =
        "1 < 2 & \"quoted\" 'single' > bell \u{FFFD} nonchar \u{FFFD} 100% done\nsecond line\r\n"
}
