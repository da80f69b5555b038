import FileAccess
import ProjectModel
import SourceText
import YAML

/// Turns the YAML of one manifest file into its declarations, collecting every problem.
package struct ManifestDecoder {
    static let targetKeys = TargetKey.spellings

    package var reader: SchemaReader
    /// The folder that relative paths in the file are resolved against.
    let directory: String

    package init(file: String) {
        reader = SchemaReader(file: file)
        directory = Path.directory(of: file)
    }

    /// Decodes the file's root node.
    package mutating func decode(_ root: YAMLNode?) -> ManifestFile {
        var file = ManifestFile()
        guard let root else {
            reader.fail("the manifest is empty; expected a 'targets:' map", at: TextPosition(line: 1, column: 1))
            return file
        }
        // Keys starting with `x-` are free for anchors to live under, as in Compose files.
        guard let pairs = reader.mapping(root, "the manifest", keys: TopLevelKey.self, allowingExtensions: true) else {
            return file
        }
        for pair in pairs {
            let value = pair.value
            switch TopLevelKey(pair.keyText) {
            case .project:
                file.project = reader.string(value, "'project'")?.value
            case .include:
                file.includes = reader.strings(value, "'include'").map {
                    Located(Path.join(directory, $0.value), at: $0.location)
                }
            case .source:
                file.rootOnlyKeys.append(Located(pair.key, at: reader.location(pair.keyPosition)))
                file.source = reader.string(value, "'source'").map {
                    Located(Path.join(directory, $0.value), at: $0.location)
                }
            case .layers:
                file.rootOnlyKeys.append(Located(pair.key, at: reader.location(pair.keyPosition)))
                file.layers = decodeLayers(value)
            case .rules:
                file.rootOnlyKeys.append(Located(pair.key, at: reader.location(pair.keyPosition)))
                file.rules = decodeRules(value)
                if let custom = value.mapping?.first(where: { $0.key == "custom" }) {
                    file.customRules = decodeCustomRules(custom.value)
                }
            case .snapshot:
                file.rootOnlyKeys.append(Located(pair.key, at: reader.location(pair.keyPosition)))
                if let path = reader.string(value, "'snapshot'") {
                    if path.value.isEmpty {
                        reader.fail(
                            "'snapshot' names no file; write the path of the closure snapshot, such as targetlint.lock",
                            at: path.location)
                    } else {
                        file.snapshot = Located(Path.join(directory, path.value), at: path.location)
                    }
                }
            case .baseline:
                file.rootOnlyKeys.append(Located(pair.key, at: reader.location(pair.keyPosition)))
                if let path = reader.string(value, "'baseline'") {
                    if path.value.isEmpty {
                        reader.fail("'baseline' names no file; write the path of the baseline file", at: path.location)
                    } else {
                        file.baseline = Located(Path.join(directory, path.value), at: path.location)
                    }
                }
            case .targets:
                file.declaresTargets = true
            case nil:
                break
            }
        }
        // Beside `source:`, entries refine the spec's targets instead of declaring their own.
        if let targets = root["targets"], let entries = reader.anyMapping(targets, "'targets'") {
            if let source = file.source {
                file.refinements = entries.compactMap { decodeRefinement($0, source: source.value) }
            } else {
                file.targets = decodeTargets(entries)
            }
        }
        return file
    }

    private mutating func decodeLayers(_ node: YAMLNode) -> LayerConfiguration? {
        guard let pairs = reader.mapping(node, "'layers'", keys: ["order", "match"]) else { return nil }
        guard let orderNode = node["order"] else {
            reader.fail("'layers' needs an 'order' list, highest layer first", at: node.position)
            return nil
        }
        let order = reader.strings(orderNode, "'layers.order'")
        var seen: Set<String> = []
        for layer in order where !seen.insert(layer.value).inserted {
            reader.fail("layer '\(layer.value)' is listed twice in 'layers.order'", at: layer.location.position)
        }
        if order.isEmpty {
            reader.fail("'layers.order' needs at least one layer", at: orderNode.position)
        }
        var match: [LayerConfiguration.Patterns] = []
        if let matchNode = pairs.first(where: { $0.key == "match" })?.value,
            let entries = reader.anyMapping(matchNode, "'layers.match'")
        {
            var suggestions = SuggestionCache()
            for entry in entries {
                if !seen.contains(entry.key) {
                    reader.fail(
                        "layer '\(entry.key)' is not in 'layers.order'\(suggestions.didYouMean(entry.key, among: order.map(\.value)))",
                        at: entry.keyPosition)
                }
                let globs = reader.strings(entry.value, "the patterns of layer '\(entry.key)'")
                match.append(.init(layer: entry.key, globs: globs.map { Located(Glob($0.value), at: $0.location) }))
            }
        }
        return LayerConfiguration(order: order, match: match)
    }

    private mutating func decodeRules(_ node: YAMLNode) -> [RuleSetting] {
        guard let entries = reader.anyMapping(node, "'rules'") else { return [] }
        var settings: [RuleSetting] = []
        for entry in entries where entry.key != "custom" {
            let id = Located(entry.key, at: reader.location(entry.keyPosition))
            if entry.value.isScalar {
                guard let severity = decodeSeverity(entry.value, rule: entry.key) else { continue }
                settings.append(RuleSetting(id: id, severity: severity, options: [], file: reader.file))
            } else if let pairs = entry.value.mapping {
                let severity = pairs.first { $0.key == "severity" }.flatMap {
                    decodeSeverity($0.value, rule: entry.key)
                }
                let file = reader.file
                let options = pairs.filter { $0.key != "severity" }.map {
                    ManifestValuePair(
                        key: $0.key, at: SourceLocation(file: file, position: $0.keyPosition),
                        value: ManifestValue($0.value, file: file))
                }
                settings.append(RuleSetting(id: id, severity: severity, options: options, file: file))
            } else {
                reader.fail(
                    "expected a severity (error, warning, off) or a map of options for rule '\(entry.key)', found \(entry.value.kindDescription)",
                    at: entry.value.position)
            }
        }
        return settings
    }

    private mutating func decodeSeverity(_ node: YAMLNode, rule: String) -> Located<RuleSeverity>? {
        guard let text = reader.string(node, "the severity of rule '\(rule)'") else { return nil }
        guard let severity = RuleSeverity(rawValue: text.value) else {
            let names = RuleSeverity.allCases.map(\.rawValue)
            reader.fail(
                "unknown severity '\(text.value)' for rule '\(rule)'; expected error, warning or off\(Suggestion.didYouMean(text.value, in: names))",
                at: node.position)
            return nil
        }
        return Located(severity, at: text.location)
    }
}
