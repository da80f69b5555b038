import ProjectModel
import Rules
import YAML

extension Baseline {
    /// Reads a baseline file written by ``fileText()``, or a version 1 file as earlier releases wrote
    /// it (a list of findings with their messages, which are ignored).
    /// - Throws: ``InputError`` naming the file, line and column of what is malformed.
    public init(parsing bytes: [UInt8], file: String) throws(InputError) {
        // JSON is read as YAML's flow style, which it is a subset of here, to reuse its positions;
        // the document's nodes are read in place, without a tree of located values made first.
        let root: YAMLNode?
        do {
            root = try YAMLParser().parse(bytes).root
        } catch {
            throw InputError([InputProblem(error.message, at: SourceLocation(file: file, position: error.position))])
        }
        var reader = SchemaReader(file: file)
        var entries: [Entry] = []
        if let root, reader.mapping(root, "the baseline", keys: ["version", "findings"]) != nil {
            let findings = root["findings"]
            if findings == nil { reader.fail("the baseline has no 'findings'", at: root.position) }
            if let version = root["version"] {
                switch version.scalar {
                case "2": entries = findings.map { Self.entries($0, reader: &reader) } ?? []
                case "1":
                    var valueReader = ManifestValueReader()
                    entries =
                        findings.map { Self.versionOneEntries(ManifestValue($0, file: file), reader: &valueReader) }
                        ?? []
                    reader.problems += valueReader.problems
                default:
                    reader.fail(
                        "unsupported baseline version '\(version.scalar ?? version.kindDescription)'; expected "
                            + "\(Self.fileVersion) (or 1): record it again with --write-baseline",
                        at: version.position)
                }
            } else {
                reader.fail("the baseline has no 'version'; expected \(Self.fileVersion)", at: root.position)
            }
        } else if root == nil {
            reader.fail(
                "the baseline is empty; expected a JSON object", at: SourceLocation(file: file, line: 1, column: 1))
        }
        if !reader.problems.isEmpty { throw InputError(reader.problems) }
        self.init(entries: entries)
    }

    /// The entries of version 2's `findings`: rule → target → fingerprint → count.
    private static func entries(_ findings: YAMLNode, reader: inout SchemaReader) -> [Entry] {
        var entries: [Entry] = []
        guard let rules = reader.anyMapping(findings, "'findings'") else { return entries }
        for rule in rules {
            // Each name made once for all the fingerprints under it.
            let ruleID = rule.key
            guard let targets = reader.anyMapping(rule.value, "the findings of rule '\(ruleID)'") else { continue }
            for target in targets {
                let name = target.key
                guard
                    let fingerprints = reader.anyMapping(
                        target.value, "the findings of rule '\(ruleID)' about '\(name)'")
                else { continue }
                for fingerprint in fingerprints {
                    let key = fingerprint.key
                    guard fingerprintValue(key) != nil else {
                        reader.fail(
                            "expected a fingerprint of 16 hexadecimal digits, found '\(key)'",
                            at: fingerprint.keyPosition)
                        continue
                    }
                    let value = fingerprint.value
                    let text = value.scalar ?? ""
                    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                        let count = Int(text), count >= 1, count <= maximumCount
                    else {
                        let found = value.scalar == nil || value.isNull ? value.kindDescription : "'\(text)'"
                        reader.fail(
                            "expected a count from 1 to \(maximumCount) for fingerprint '\(key)', found \(found)",
                            at: value.position)
                        continue
                    }
                    entries.append(Entry(rule: ruleID, target: name, fingerprint: key, count: count))
                }
            }
        }
        return entries
    }

    /// The entries of version 1's `findings`: a list of `{"rule", "target", "fingerprint", "message"}`.
    private static func versionOneEntries(_ findings: ManifestValue, reader: inout ManifestValueReader) -> [Entry] {
        guard let items = findings.sequence else {
            reader.fail("expected a list for 'findings', found \(findings.kindDescription)", at: findings.location)
            return []
        }
        let keys = ["rule", "target", "fingerprint", "message"]
        var entries: [Entry] = []
        for item in items {
            guard reader.mapping(item, "a baseline finding", keys: keys) != nil else { continue }
            var values: [String] = []
            for key in keys {
                guard let value = item[key] else {
                    reader.fail("a baseline finding lacks '\(key)'", at: item.location)
                    break
                }
                guard let text = reader.string(value, "'\(key)' of a baseline finding") else { break }
                values.append(text.value)
            }
            if values.count == keys.count {
                entries.append(Entry(rule: values[0], target: values[1], fingerprint: values[2]))
            }
        }
        return entries
    }
}
