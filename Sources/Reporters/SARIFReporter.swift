import ProjectModel
import Rules
import TextOutput

/// Renders a report as a SARIF 2.1.0 log, the format GitHub code scanning and other result viewers
/// read: one run whose driver describes every rule, then one result per finding.
///
/// Paths stay relative to `%SRCROOT%`, the folder targetlint ran in (run it from the repository
/// root for code scanning); absolute paths become `file://` URIs. Columns count Unicode scalars, as
/// `columnKind` says. A reachability path goes into the result's `properties.path`; its message
/// spells it too. `partialFingerprints["targetlint/v1"]` hashes the rule, the target and the path (or
/// the message), without line numbers, so an alert survives edits above it. The dependency edge that
/// causes a finding is its one `relatedLocations` entry, with a message naming the edge, and its
/// `properties.cause`.
public struct SARIFReporter: Reporter, Sendable {
    public let name = "sarif"

    /// The schema the log names.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The version the driver reports.
    public var toolVersion: String
    /// A page about the tool, reported as the driver's `informationUri` when set.
    public var informationURI: String?
    /// The rules the driver describes, in order; a finding of a rule not among them adds a
    /// descriptor holding only its id.
    public var rules: [RuleDescription]

    /// Creates a reporter.
    public init(
        toolVersion: String, informationURI: String? = nil, rules: [RuleDescription] = allRules.map { $0.description }
    ) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
    }

    /// Writes the SARIF log, one rule and one result per line, ending with a line break.
    public func write(_ report: LintReport, to sink: inout some ByteSink) {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        var otherRules: [String] = []
        for diagnostic in report.diagnostics where ruleIndex[diagnostic.rule] == nil {
            ruleIndex[diagnostic.rule] = rules.count + otherRules.count
            otherRules.append(diagnostic.rule)
        }
        var spellings = EscapedSpellings.json
        sink.writeDocument(
            start: { sarif in
                appendRunStart(otherRules: otherRules, to: &sarif)
                sarif.append(",\n      \"results\": [")
            },
            count: report.diagnostics.count,
            part: { index, sarif in
                let diagnostic = report.diagnostics[index]
                sarif.append(index == 0 ? "\n        " : ",\n        ")
                appendResult(diagnostic, ruleIndex: ruleIndex[diagnostic.rule] ?? 0, spellings: &spellings, to: &sarif)
            },
            end: { sarif in
                sarif.append(report.diagnostics.isEmpty ? "]\n" : "\n      ]\n")
                sarif.append("    }\n  ]\n}\n")
            })
    }

    /// The log up to the run's `columnKind`: the schema, the version, and the driver describing
    /// ``rules`` and then `otherRules`, by id only.
    func appendRunStart(otherRules: [String], to sarif: inout TextBuffer) {
        sarif.append("{\n  \"$schema\": ")
        sarif.appendJSONString(Self.schemaURI)
        sarif.append(",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"tool\": {\n        \"driver\": {\n")
        sarif.append("          \"name\": \"targetlint\",\n          \"version\": ")
        sarif.appendJSONString(toolVersion)
        if let informationURI {
            sarif.append(",\n          \"informationUri\": ")
            sarif.appendJSONString(informationURI)
        }
        sarif.append(",\n          \"rules\": [")
        for (index, rule) in rules.enumerated() {
            sarif.append(index == 0 ? "\n            " : ",\n            ")
            appendDescriptor(rule, to: &sarif)
        }
        for (index, id) in otherRules.enumerated() {
            sarif.append(index == 0 && rules.isEmpty ? "\n            {\"id\": " : ",\n            {\"id\": ")
            sarif.appendJSONString(id)
            sarif.append("}")
        }
        sarif.append(rules.isEmpty && otherRules.isEmpty ? "]\n" : "\n          ]\n")
        sarif.append("        }\n      },\n      \"columnKind\": \"unicodeCodePoints\"")
    }

    /// A `reportingDescriptor`: the id, the summary and rationale, help with the rule's examples,
    /// and the default level.
    private func appendDescriptor(_ rule: RuleDescription, to sarif: inout TextBuffer) {
        sarif.append("{\"id\": ")
        sarif.appendJSONString(rule.id)
        sarif.append(", \"shortDescription\": {\"text\": ")
        sarif.appendJSONString(rule.summary)
        sarif.append("}, \"fullDescription\": {\"text\": ")
        sarif.appendJSONString(rule.rationale)
        sarif.append("}, \"help\": {\"text\": ")
        sarif.appendJSONString(
            "\(rule.rationale)\n\nTriggers it:\n\(rule.badExample)\n\nFixed:\n\(rule.goodExample)")
        sarif.append(", \"markdown\": ")
        sarif.appendJSONString(
            "\(rule.rationale)\n\nTriggers it:\n\n```yaml\n\(rule.badExample)\n```\n\nFixed:\n\n```yaml\n\(rule.goodExample)\n```"
        )
        sarif.append("}, \"defaultConfiguration\": {\"level\": ")
        sarif.appendJSONString(rule.defaultSeverity.rawValue)
        sarif.append("}}")
    }

    /// A `result`: rule, level, message, the physical location, the fingerprint and, in its
    /// properties, the target and the path.
    private func appendResult(
        _ diagnostic: Diagnostic, ruleIndex: Int, spellings: inout EscapedSpellings, to sarif: inout TextBuffer
    ) {
        sarif.append("{\"ruleId\": ")
        spellings.writeJSONString(diagnostic.rule, as: .rule, to: &sarif)
        sarif.append(", \"ruleIndex\": ")
        sarif.append(ruleIndex)
        sarif.append(", \"level\": ")
        sarif.appendJSONString(diagnostic.severity.rawValue)
        sarif.append(", \"message\": {\"text\": ")
        spellings.writeJSONMessage(of: diagnostic, to: &sarif)
        sarif.append("}, \"locations\": [{")
        appendPhysicalLocation(diagnostic.location, to: &sarif)
        sarif.append("}]")
        if let cause = diagnostic.cause {
            sarif.append(", \"relatedLocations\": [{\"id\": 0, ")
            appendPhysicalLocation(cause.location, to: &sarif)
            sarif.append(", \"message\": {\"text\": ")
            appendCauseMessage(cause, to: &sarif)
            sarif.append("}}]")
        }
        sarif.append(", \"partialFingerprints\": {\"targetlint/v1\": \"")
        sarif.append(hex: diagnostic.fingerprintValue)
        sarif.append("\"}, \"properties\": {\"target\": ")
        spellings.writeJSONString(diagnostic.target, as: .target, to: &sarif)
        if diagnostic.hasPath {
            sarif.append(", \"path\": ")
            spellings.writeJSONPath(of: diagnostic, to: &sarif)
        }
        if let cause = diagnostic.sharedCause {
            sarif.append(", \"cause\": ")
            spellings.writeJSONCause(cause, to: &sarif)
        }
        sarif.append("}}")
    }

    /// `"caused by the dependency A → B"`, as a JSON string.
    private func appendCauseMessage(_ cause: CausingEdge, to sarif: inout TextBuffer) {
        var text = TextBuffer(capacity: cause.from.utf8.count + cause.to.utf8.count + 32)
        text.append("caused by the dependency ")
        text.append(cause.from)
        text.append(" → ")
        text.append(cause.to)
        sarif.appendJSONString(text.text)
    }

    /// `"physicalLocation": {"artifactLocation": ..., "region": {"startLine": L, "startColumn": C}}`.
    func appendPhysicalLocation(_ location: SourceLocation, to sarif: inout TextBuffer) {
        sarif.append("\"physicalLocation\": {\"artifactLocation\": ")
        appendArtifactLocation(location.file, to: &sarif)
        sarif.append(", \"region\": {\"startLine\": ")
        sarif.append(location.line)
        sarif.append(", \"startColumn\": ")
        sarif.append(location.column)
        sarif.append("}}")
    }

    /// `{"uri": ..., "uriBaseId": "%SRCROOT%"}` for a relative path, without a leading `./`;
    /// `{"uri": "file:///..."}` for an absolute one. A percent-encoded path needs no JSON escapes.
    func appendArtifactLocation(_ file: String, to sarif: inout TextBuffer) {
        var path = Substring(file)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        let isAbsolute = path.hasPrefix("/")
        sarif.append(isAbsolute ? "{\"uri\": \"file://" : "{\"uri\": \"")
        sarif.appendURIPath(String(path))
        sarif.append(isAbsolute ? "\"}" : "\", \"uriBaseId\": \"%SRCROOT%\"}")
    }
}
