import Testing

@testable import GraphViews

@Suite("Text tables")
struct TextTableTests {
    @Test("columns line up, numbers on the right, no space at a line's end")
    func alignment() {
        var table = TextTable(headers: ["type", "targets"], rightAligned: [1])
        table.rows = [["framework", "12"], ["app", "1"]]
        #expect(
            table.render() == """
                  type       targets
                  framework       12
                  app              1

                """)
    }

    @Test("a name longer than the aligned width pushes only its own line right")
    func longName() {
        let long = String(repeating: "N", count: 100)
        var table = TextTable(headers: ["targets", "module"], rightAligned: [0])
        table.rows = [["3", long], ["12", "Core"]]
        var first = TextTable(headers: ["module", "targets"], rightAligned: [1])
        first.rows = [[long, "3"], ["Core", "12"]]
        let lines = first.render().split(separator: "\n")
        let padding = String(repeating: " ", count: TextTable.maximumAlignedWidth - 4)
        #expect(lines[2] == "  Core\(padding)       12")
        #expect(lines[1] == "  \(long)        3")
        #expect(table.render().split(separator: "\n").map(\.count).max() == 2 + 7 + 2 + 100)
    }
}
