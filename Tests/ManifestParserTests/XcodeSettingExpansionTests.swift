import Testing

@testable import ManifestParser

@Suite struct XcodeSettingExpansionTests {
    private let settings = [
        "ROOT": "com.acme", "NAME": "My App_2", "CONFIGURATION": "Release", "SUFFIX_Release": ".prod",
        "SELF": "$(SELF)", "EMPTY": "", "WIDE": String(repeating: "$(EMPTY)", count: 64),
    ]

    private func expand(_ text: String) -> String? {
        BuildSettingExpansion.expand(text) { settings[$0] }
    }

    @Test("references in every spelling expand, nested ones included")
    func spellings() {
        #expect(expand("$(ROOT).${NAME:rfc1034identifier}") == "com.acme.My-App-2")
        #expect(expand("$ROOT.x") == "com.acme.x")
        #expect(expand("$(ROOT)$(SUFFIX_$(CONFIGURATION))") == "com.acme.prod")
        #expect(expand("$(NAME:c99extidentifier:lower)") == nil)
        #expect(expand("$(NAME:c99extidentifier,lower)") == "my_app_2")
        #expect(expand("$(MISSING:default=fallback)") == "fallback")
        #expect(expand("cost: 5$ or $5") == "cost: 5$ or $5")
    }

    @Test("unknown names, unknown operators, loops and blow-ups leave the value unknown")
    func unknown() {
        #expect(expand("$(MISSING)") == nil)
        #expect(expand("$(NAME:base64)") == nil)
        #expect(expand("$(SELF)") == nil)
        #expect(expand("$(ROOT") == nil)
        // 64 references, each to 64 more: more than the expansion resolves.
        #expect(BuildSettingExpansion.expand(String(repeating: "$(WIDE)", count: 64)) { settings[$0] } == nil)
    }
}
