import ManifestParser

extension Baseline {
    /// The baseline file: JSON, one finding per line, sorted as the report is.
    public func fileText() -> String {
        var json = TextBuffer(capacity: entries.reduce(64) { $0 + $1.message.utf8.count + 120 })
        json.append("{\n  \"version\": 1,\n  \"findings\": [")
        for (index, entry) in entries.enumerated() {
            json.append(index == 0 ? "\n    {\"rule\": " : ",\n    {\"rule\": ")
            json.appendJSONString(entry.rule)
            json.append(", \"target\": ")
            json.appendJSONString(entry.target)
            json.append(", \"fingerprint\": ")
            json.appendJSONString(entry.fingerprint)
            json.append(", \"message\": ")
            json.appendJSONString(entry.message)
            json.append("}")
        }
        json.append(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return json.text
    }

    /// Reads a baseline file written by ``fileText()``.
    /// - Throws: ``ManifestError`` naming the file, line and column of what is malformed.
    public init(parsing bytes: [UInt8], file: String) throws(ManifestError) {
        let root: YAMLNode?
        do {
            // JSON is read as YAML's flow style, which it is a subset of here, to reuse its positions.
            root = try YAMLParser().parse(bytes).root
        } catch {
            throw ManifestError([
                ManifestProblem(error.message, at: SourceLocation(file: file, position: error.position))
            ])
        }
        var reader = SchemaReader(file: file)
        var entries: [Entry] = []
        if let root, let pairs = reader.mapping(root, "the baseline", keys: ["version", "findings"]) {
            for pair in pairs where pair.key == "version" && pair.value.scalar != "1" {
                reader.fail(
                    "unsupported baseline version '\(pair.value.scalar ?? "")'; expected 1", at: pair.value.position)
            }
            if let findings = root["findings"] {
                for item in findings.sequence ?? [] {
                    if let entry = Self.entry(item, reader: &reader) { entries.append(entry) }
                }
                if findings.sequence == nil {
                    reader.fail(
                        "expected a list for 'findings', found \(findings.kindDescription)", at: findings.position)
                }
            } else {
                reader.fail("the baseline has no 'findings' list", at: root.position)
            }
        } else if root == nil {
            reader.fail("the baseline is empty; expected a JSON object", at: TextPosition(line: 1, column: 1))
        }
        if !reader.problems.isEmpty { throw ManifestError(reader.problems) }
        self.init(entries: entries)
    }

    private static func entry(_ node: YAMLNode, reader: inout SchemaReader) -> Entry? {
        let keys = ["rule", "target", "fingerprint", "message"]
        guard reader.mapping(node, "a baseline finding", keys: keys) != nil else { return nil }
        var values: [String] = []
        for key in keys {
            guard let value = node[key] else {
                reader.fail("a baseline finding lacks '\(key)'", at: node.position)
                return nil
            }
            guard let text = reader.string(value, "'\(key)' of a baseline finding") else { return nil }
            values.append(text.value)
        }
        return Entry(rule: values[0], target: values[1], fingerprint: values[2], message: values[3])
    }
}
