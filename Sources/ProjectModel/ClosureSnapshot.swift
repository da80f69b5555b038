import SourceText

/// The link closures a project recorded of its App Clips, app extensions and watch apps, as
/// `targetlint snapshot` writes them to `targetlint.lock`: what `closure-changed` holds the graph to.
///
/// The file is text, a line per product and a line per node it links, each as its type and name;
/// nodes are indented two spaces under their product. `#` starts a comment, to the end of the line
/// (the writer puts each size there, for review: sizes are not compared).
///
/// ```
/// app-clip ShopClip  # 2.4 MB
///   framework CartCore  # 1.1 MB
///   package Networking
///   sdk StoreKit
/// ```
public struct ClosureSnapshot: Sendable, Hashable {
    /// A node of a closure, or a product: its type and its name as output shows it.
    public struct Entry: Sendable, Hashable, Comparable {
        /// What it is.
        public var type: ProductType
        /// Its name, with the characters no output writes as they are escaped (see the writer).
        public var name: String

        /// Creates an entry.
        public init(type: ProductType, name: String) {
            self.type = type
            self.name = name
        }

        /// By name, then by type: the order of the file's lines.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.name != rhs.name
                ? lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) : lhs.type.rawValue < rhs.type.rawValue
        }
    }

    /// One product and the nodes it links, each where the file writes it.
    public struct Product: Sendable, Hashable {
        /// The App Clip, app extension or watch app.
        public var entry: Entry
        /// Where its line is.
        public var location: SourceLocation
        /// Its closure, by entry, each with where its line is.
        public var nodes: [Entry: SourceLocation]
    }

    /// The file read.
    public var file: String
    /// The products, in the file's order.
    public var products: [Product]

    /// The product types a snapshot records.
    public static let productTypes: [ProductType] = [.appClip, .appExtension, .watchApp]

    /// The file's name beside the manifest when the manifest names none with `snapshot:`.
    public static let defaultFileName = "targetlint.lock"
}

extension ClosureSnapshot {
    /// Reads a snapshot file.
    /// - Throws: ``InputError`` with every line that is not a product, a node or a comment, at
    ///   its line and column.
    public init(parsing bytes: [UInt8], file: String) throws(InputError) {
        self.file = file
        products = []
        var problems: [InputProblem] = []
        let withoutMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: withoutMark, as: UTF8.self) else {
            throw InputError([InputProblem("the snapshot is not UTF-8 text", file: file)])
        }
        var seenProducts: Set<Entry> = []
        // Whether the last product line was read: the nodes under one that was not are not either.
        var productRead = true
        // Split at every line break, so that a file checked out with CRLF endings reads the same.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            func at(_ column: Int) -> SourceLocation {
                SourceLocation(file: file, position: TextPosition(line: number, column: column))
            }
            let content = Self.withoutComment(line)
            guard content.contains(where: { $0 != " " }) else { continue }
            let indent = content.prefix { $0 == " " }.count
            if content.dropFirst(indent).first == "\t" {
                problems.append(
                    InputProblem("a line is indented with a tab; indent a node with two spaces", at: at(indent + 1)))
                continue
            }
            guard indent == 0 || indent == 2 else {
                problems.append(
                    InputProblem(
                        "a line is indented \(indent) spaces; a product starts its line, and each node it links is indented two spaces",
                        at: at(1)))
                continue
            }
            let body = content.dropFirst(indent)
            guard let space = body.firstIndex(of: " ") else {
                if indent == 0 { productRead = false }
                guard indent == 0 || productRead else { continue }
                problems.append(
                    InputProblem(
                        "'\(body)' is one word; a line is a type (such as \(indent == 0 ? "app-clip" : "framework")), a space and a name",
                        at: at(indent + 1)))
                continue
            }
            let typeName = String(body[..<space])
            let name = String(body[body.index(after: space)...])
            let allowed = indent == 0 ? Self.productTypes : ProductType.allCases
            guard let type = ProductType(rawValue: typeName), allowed.contains(type) else {
                if indent == 0 { productRead = false }
                guard indent == 0 || productRead else { continue }
                let what = indent == 0 ? "a product" : "a node"
                problems.append(
                    InputProblem(
                        "'\(typeName)' is not the type of \(what); expected one of \(allowed.map(\.rawValue).joined(separator: ", "))",
                        at: at(indent + 1)))
                continue
            }
            let entry = Entry(type: type, name: name)
            if indent == 0 {
                productRead = seenProducts.insert(entry).inserted
                guard productRead else {
                    problems.append(InputProblem("\(typeName) '\(name)' is recorded twice", at: at(1)))
                    continue
                }
                products.append(Product(entry: entry, location: at(1), nodes: [:]))
            } else if !productRead {
                continue
            } else if products.isEmpty {
                problems.append(
                    InputProblem("a node comes before any product; put it under the product that links it", at: at(3)))
            } else if products[products.count - 1].nodes[entry] != nil {
                problems.append(
                    InputProblem(
                        "\(typeName) '\(name)' is recorded twice under '\(products[products.count - 1].entry.name)'",
                        at: at(3)))
            } else {
                products[products.count - 1].nodes[entry] = at(3)
            }
        }
        if !problems.isEmpty { throw InputError(problems) }
    }

    /// A line without its comment and the blanks before it: from the first `#` that starts the
    /// line or follows a space, as the writer puts sizes after two.
    private static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" && previous == " " {
                var end = index
                while end > line.startIndex && line[line.index(before: end)] == " " { end = line.index(before: end) }
                return line[..<end]
            }
            previous = line[index]
        }
        var end = line.endIndex
        while end > line.startIndex && line[line.index(before: end)] == " " { end = line.index(before: end) }
        return line[..<end]
    }
}
