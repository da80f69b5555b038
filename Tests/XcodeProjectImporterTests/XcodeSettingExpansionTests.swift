import Testing

@testable import XcodeProjectImporter
@testable import XcodeSettings

@Suite struct XcodeSettingExpansionTests {
    private let settings = [
        "ROOT": "com.acme", "NAME": "My App_2", "CONFIGURATION": "Release", "SUFFIX_Release": ".prod",
        "SELF": "$(SELF)", "EMPTY": "", "WIDE": String(repeating: "$(EMPTY)", count: 64),
    ]

    /// `text` expanded, or nil when it cannot be.
    private func expand(_ text: String, lookup: ((String) -> String?)? = nil) -> String? {
        guard case .expanded(let value) = BuildSettingExpansion.outcome(of: text, lookup: lookup ?? { settings[$0] })
        else { return nil }
        return value
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
        #expect(expand(String(repeating: "$(WIDE)", count: 64)) == nil)
    }

    @Test("the modifiers Xcode applies to App Group and bundle id spellings")
    func modifiers() {
        #expect(expand("group.$(NAME:rfc1034identifier)") == "group.My-App-2")
        #expect(expand("$(NAME:lower).$(ROOT:upper)") == "my app_2.COM.ACME")
        #expect(expand("$(NAME:c99extidentifier)") == "My_App_2")
        #expect(expand("${NAME:rfc1034identifier,lower}") == "my-app-2")
        #expect(expand("$(V:c99extidentifier)") { _ in "2x" } == "_2x")
    }

    @Test("every name no setting has is reported once, in the order met, however it is modified or nested")
    func unresolved() {
        func outcome(_ text: String) -> BuildSettingExpansion.Outcome {
            BuildSettingExpansion.outcome(of: text) { settings[$0] }
        }
        #expect(outcome("$(ROOT).shared") == .expanded("com.acme.shared"))
        #expect(outcome("$(GROUP_ID_PREFIX).bookmarks") == .unresolved(["GROUP_ID_PREFIX"]))
        #expect(
            outcome("$(TeamIdentifierPrefix)$(GROUP:lower).${GROUP}.$(OTHER:rfc1034identifier)")
                == .unresolved(["TeamIdentifierPrefix", "GROUP", "OTHER"]))
        // A name built from an unknown one is not a name of its own.
        #expect(outcome("$(SUFFIX_$(MODE))") == .unresolved(["MODE"]))
        #expect(outcome("$(MISSING:default=$(ROOT))") == .expanded("com.acme"))
        #expect(outcome("$(MISSING:base64)") == .invalid)
        #expect(outcome("$(SELF)") == .invalid)
        // In the files the build processes `$name` is text: a predicate's variable.
        let predicate = "SUBQUERY(extensionItems, $extensionItem, $(ROOT) != nil).@count == 1"
        #expect(
            BuildSettingExpansion.outcome(of: predicate, bareNames: false) { settings[$0] }
                == .expanded("SUBQUERY(extensionItems, $extensionItem, com.acme != nil).@count == 1"))
    }
}
