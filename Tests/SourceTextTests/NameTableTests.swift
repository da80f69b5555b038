import Testing

@testable import SourceText

@Suite struct NameTableTests {
    @Test("names map to the first id recorded for them, through growth, at every length")
    func lookUp() {
        var table = NameTable()
        let names = (0..<5_000).map { String(repeating: "x", count: $0 % 37) + "Module\($0)" }
        let recorded = names.enumerated().map { table.insertIfAbsent($1, id: $0) }
        #expect(recorded.allSatisfy { $0 })
        let again = table.insertIfAbsent(names[7], id: -1)
        #expect(!again)
        for (id, name) in names.enumerated() { #expect(table[name] == id) }
        #expect(table["Module5000"] == nil)
        #expect(!table.usesDictionaryOnly)
        #expect(table[""] == nil)
        let empty = table.insertIfAbsent("", id: 9)
        #expect(empty && table[""] == 9)
    }

    @Test(
        "names are compared as strings are: another Unicode spelling of a name finds it",
        arguments: [
            ("caf\u{E9}Kit", "cafe\u{301}Kit"), ("K", "\u{212A}"), ("Core;Kit", "Core\u{37E}Kit"),
            ("a`b", "a\u{1FEF}b"), ("\u{212A}elvinModuleWithALongName", "KelvinModuleWithALongName"),
        ])
    func equivalentSpellings(recorded: String, asked: String) {
        #expect(recorded == asked)
        var table = NameTable()
        table.insertIfAbsent(recorded, id: 1)
        #expect(table[asked] == 1)
        let second = table.insertIfAbsent(asked, id: 2)
        #expect(!second)
        #expect(table["\(asked)x"] == nil)
    }
}

@Suite struct NameTableFloodTests {
    @Test("a table whose slots pile up moves every name to a dictionary and keeps finding them, spellings included")
    func givesSlotsUp() {
        var table = NameTable(capacity: 0, longestRun: 1)
        let names = (0..<2_000).map { "Module\($0)" } + ["caf\u{E9}", "K"]
        for (id, name) in names.enumerated() { _ = table.insertIfAbsent(name, id: id) }
        #expect(names.enumerated().allSatisfy { table[$1] == $0 })
        #expect(table["cafe\u{301}"] == names.count - 2)
        #expect(table["\u{212A}"] == names.count - 1)
        let again = table.insertIfAbsent("\u{212A}", id: -1)
        #expect(!again)
        #expect(table["Module2000"] == nil)
        #expect(table.usesDictionaryOnly)
    }
}
