import Reporters
import Rules
import Testing

@Suite("GitHub Actions reporter")
struct GitHubReporterTests {
    @Test("one workflow command per finding, properties and messages escaped, then the summary")
    func commands() {
        let lines = GitHubReporter().render(.awkward).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines == [
                "::warning file=./dir/targetlint.yml,line=1,col=1,title=custom-rule::a custom finding",
                "::error file=/abs/targetlint.yml,line=12,col=5,title=dependency-cycle::dependency cycle: Storage → Cache → Storage",
                "::error file=dir/a%2Cb%3Ac d/Zürich.yml,line=7,col=3,title=no-feature-in-extension::1 < 2 & \"quoted\" 'single' > bell \\u{7} nonchar \u{FFFF} 100%25 done%0Asecond line%0D%0A",
                "2 errors, 1 warning in 3 targets",
                "",
            ])
    }

    @Test("a clean report prints only the summary")
    func clean() {
        #expect(
            GitHubReporter().render(LintReport(manifest: "m.yml", diagnostics: [], targetCount: 2))
                == "0 errors, 0 warnings in 2 targets\n")
    }
}
