import Testing

@testable import SourceText

@Suite("Swift source outlines")
struct SwiftSourceOutlineTests {
    private func outline(_ text: String) -> SwiftSourceOutline {
        Array(text.utf8).withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0) }
    }

    /// Each import as `line:column module`, with its attributes, access level and kind.
    private func imports(_ text: String) -> [String] {
        outline(text).imports.map { found in
            var words: [String] = []
            if found.attributes.contains(.exported) { words.append("@_exported") }
            if found.attributes.contains(.testable) { words.append("@testable") }
            if found.attributes.contains(.implementationOnly) { words.append("@_implementationOnly") }
            if found.attributes.contains(.preconcurrency) { words.append("@preconcurrency") }
            if let level = found.accessLevel { words.append(level) }
            if let kind = found.kind { words.append(kind) }
            words.append(found.module)
            return "\(found.position) " + words.joined(separator: " ")
        }
    }

    @Test("imports are read with attributes, access levels, kinds and submodules, several to a line")
    func importForms() {
        let text = """
            import Foundation
            @testable import ShopCore
            @_exported import DesignSystem
            @_implementationOnly import Analytics
            @preconcurrency import Combine
            public import Networking
            package import Storage; internal import Logging
            import struct Payments.Card
            import protocol Shared.Store
            import func Darwin.exit
            import UIKit.UIGestureRecognizerSubclass
            @_spi(Testing) import Internals
            """
        #expect(
            imports(text) == [
                "1:1 Foundation", "2:11 @testable ShopCore", "3:12 @_exported DesignSystem",
                "4:22 @_implementationOnly Analytics", "5:17 @preconcurrency Combine", "6:8 public Networking",
                "7:9 package Storage", "7:34 internal Logging", "8:1 struct Payments", "9:1 protocol Shared",
                "10:1 func Darwin", "11:1 UIKit", "12:16 Internals",
            ])
    }

    @Test("no import is read in comments, strings of every form, or where no declaration starts")
    func notImports() {
        let text = ##"""
            // import CommentedOut
            /* import Block /* import Nested */ import StillComment */
            /// import DocComment
            let sql = """
            import MultiLine
            """
            let raw = #"import Raw"#
            let rawMultiLine = #"""
            import RawMultiLine "quoted"
            """#
            let call = value.import
            let interpolated = "\(1 + 2) import Interpolated"
            import Real
            """##
        #expect(imports(text) == ["13:1 Real"])
    }

    @Test("a string ends where its delimiter does, whether its bytes are plain, escaped or interpolated")
    func stringEnds() {
        // Each line's string holds something the quick pass over a plain string stops at, then the
        // line goes on; an import after it counts only where a declaration starts.
        let text = #"""
            let empty = ""; import AfterEmpty
            let escaped = "say \"; import Escaped\" \\"; import AfterEscaped
            let names = "\(user.name + "; import Nested") and \(count)"; import AfterNames
            let multi = """
                "import Quoted" \(value)
                """; import AfterMulti
                            let deep = "    "; import AfterDeep
            """#
        #expect(
            imports(text) == [
                "1:17 AfterEmpty", "2:46 AfterEscaped", "3:62 AfterNames", "6:10 AfterMulti", "7:36 AfterDeep",
            ])
        #expect(outline(#"let id = "group.shop"\#nlet other = "group.\(name)""#).literals.map(\.text) == ["group.shop"])
    }

    @Test("an unterminated string costs its line, not the rest of the file")
    func recovery() {
        #expect(imports("let broken = \"no end\nimport After\n") == ["2:1 After"])
        #expect(
            imports("<<<<<<< HEAD\nimport Ours\n=======\nimport Theirs\n>>>>>>> branch\n") == [
                "2:1 Ours", "4:1 Theirs",
            ])
    }

    @Test("#if blocks make clauses, each branch excluding the ones before it")
    func clauses() {
        let text = """
            #if DEBUG
            import DebugMenu
            #elseif os(iOS) && !targetEnvironment(simulator)
            import DeviceOnly
            #else
            #if canImport(UIKit)
            import UIKit
            #endif
            #endif
            import Always
            """
        let found = outline(text)
        #expect(
            found.conditions.map(\.text) == ["DEBUG", "os(iOS) && !targetEnvironment(simulator)", "canImport(UIKit)"])
        #expect(found.imports.map(\.clause) == [0, 1, 3, nil])
        #expect(found.clauses[1].earlier == [0])
        #expect(found.clauses[2] == SwiftSourceOutline.Clause(parent: nil, earlier: [0, 1], condition: nil))
        #expect(found.clauses[3].parent == 2)
        // DEBUG false, os(iOS) true, targetEnvironment(simulator) unknown, canImport(UIKit) true.
        let values = found.clauseValues { condition in
            condition.evaluate { term in
                switch term {
                case .flag: .no
                case .test("targetEnvironment", _): .unknown
                default: .yes
                }
            }
        }
        #expect(values == [.no, .unknown, .unknown, .unknown])
    }

    @Test(
        "conditions are read with precedence and parentheses, and what is not a condition is unreadable",
        arguments: [
            ("A || B && !C", "or(A, and(B, not(C)))"),
            ("!(A || B)", "not(or(A, B))"),
            ("swift(>=5.9) && compiler(<6.0)", "and(swift[>=5.9], compiler[<6.0])"),
            ("canImport(X, _version: 1.2)", "canImport[X,_version:1.2]"),
            ("true", "true"),
            ("((((A))))", "A"),
            ("A &&", "unreadable"),
            ("A B", "unreadable"),
            ("(A", "unreadable"),
        ])
    func conditionForms(text: String, expected: String) {
        let condition = outline("#if \(text)\n#endif\n").conditions[0]
        var rendered: [String] = []
        for term in condition.terms {
            switch term {
            case .flag(let name): rendered.append(name)
            case .literal(let value): rendered.append(String(value))
            case .test(let name, let argument): rendered.append("\(name)[\(argument)]")
            case .not(let operand): rendered.append("not(\(rendered[operand]))")
            case .and(let left, let right): rendered.append("and(\(rendered[left]), \(rendered[right]))")
            case .or(let left, let right): rendered.append("or(\(rendered[left]), \(rendered[right]))")
            case .unreadable: rendered.append("unreadable")
            }
        }
        #expect(rendered.last == expected)
    }

    @Test("a condition nested thousands deep is read without recursion")
    func deepCondition() {
        let depth = 20_000
        let text = "#if " + String(repeating: "!", count: depth) + "A\nimport X\n#endif\n"
        let found = outline(text)
        #expect(found.conditions[0].evaluate { _ in .yes } == .yes)
        let parentheses = "#if " + String(repeating: "(", count: 100) + "A" + String(repeating: ")", count: 100) + "\n"
        #expect(outline(parentheses).conditions[0].terms == [.flag("A")])
    }

    @Test("UIApplication.shared is found outside declarations marked unavailable to extensions")
    func applicationUses() {
        let text = """
            func open(_ url: URL) {
                UIApplication.shared.open(url)
            }
            @available(iOSApplicationExtension, unavailable)
            extension Router {
                func openSettings() { UIApplication.shared.open(settingsURL) }
            }
            let legacy = UIApplication.sharedApplication()
            // UIApplication.shared in a comment
            let text = "UIApplication.shared"
            #if !EXTENSION
            let guarded = UIApplication.shared
            #endif
            let other = UIApplication.willEnterForegroundNotification
            """
        let found = outline(text)
        #expect(
            found.extensionUnsafeUses.map { "\($0.position) \($0.name) \($0.clause.map(String.init) ?? "-")" } == [
                "2:5 UIApplication.shared -", "8:14 UIApplication.sharedApplication -", "12:15 UIApplication.shared 0",
            ])
    }

    @Test("any bytes of Swift's awkward characters are read to the end, every position inside the text")
    func randomBytes() {
        let alphabet = Array(
            "import U UIApplication.shared #if #else #endif #\"\"\" \"\\( ) { } ; @ ` / * \n \r x".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            let found = bytes.withUnsafeBufferPointer { SwiftSourceOutline(scanning: $0) }
            let lines = bytes.filter { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.count + 1
            #expect(found.imports.allSatisfy { $0.position.line <= lines })
            #expect(found.clauses.allSatisfy { clause in clause.parent.map { $0 < found.clauses.count } ?? true })
        }
    }

    @Test("a file declares public API when a declaration other than an import is public or open")
    func publicAPI() {
        #expect(!outline("public import Flow\nstruct Dependencies {}\ninternal func f() {}\n").declaresPublicAPI)
        #expect(outline("import Flow\npublic struct Cart {}\n").declaresPublicAPI)
        #expect(outline("@MainActor\nopen class Base {}\n").declaresPublicAPI)
        #expect(outline("@_exported import Flow\n").declaresPublicAPI == false)
    }
}
