import Foundation
import Reporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element as `XMLParser` reads it: name, attributes (decoded), text and children.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLTree] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The elements named `name` anywhere below this one, in document order.
    func all(_ name: String) -> [XMLTree] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses a document; any error the parser reports, even one it recovered from, throws.
    static func parse(_ document: String) throws -> XMLTree {
        let parser = XMLParser(data: Data(document.utf8))
        let builder = Builder()
        parser.delegate = builder
        let parsed = parser.parse()
        guard parsed, parser.parserError == nil, let root = builder.root else {
            throw ParseError(
                description:
                    "not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(String(describing: parser.parserError))"
            )
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let element = XMLTree(name: elementName, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
