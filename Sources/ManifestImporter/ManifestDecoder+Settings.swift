import ProjectModel
import YAML

extension ManifestDecoder {
    /// Decodes `settings:`: a flat map of build settings, or XcodeGen's `base` and `configs` layout.
    mutating func decodeSettings(_ node: YAMLNode, of what: @autoclosure () -> String) -> BuildSettings {
        guard let pairs = reader.anyMapping(node, "'settings' of \(what())") else { return BuildSettings() }
        let structured = pairs.contains { $0.keyText.matches("base") || $0.keyText.matches("configs") }
        guard structured else {
            return BuildSettings(flat: decodeSettingValues(pairs, in: "'settings' of \(what())"))
        }
        var settings = BuildSettings()
        for pair in pairs {
            switch pair.keyText {
            case "base":
                if let values = reader.anyMapping(pair.value, "'settings.base' of \(what())") {
                    settings.base = decodeSettingValues(values, in: "'settings.base' of \(what())")
                }
            case "configs":
                guard let configs = reader.anyMapping(pair.value, "'settings.configs' of \(what())") else { break }
                for config in configs {
                    let place = "configuration '\(config.key)' of \(what())"
                    if let values = reader.anyMapping(config.value, place) {
                        let decoded = decodeSettingValues(values, in: place)
                        // Stored as read unless an earlier key names the configuration too: merging
                        // into an empty map hashed every setting again.
                        let name = config.key.lowercased()
                        if settings.configs[name] == nil {
                            settings.configs[name] = decoded
                        } else {
                            settings.configs[name]?.merge(decoded) { _, new in new }
                        }
                    }
                }
            default:
                reader.fail(
                    "setting '\(pair.key)' sits beside 'base'/'configs' in \(what()); move it under 'base:'",
                    at: pair.keyPosition)
            }
        }
        return settings
    }

    /// Setting values: strings, or lists of strings joined by spaces as Xcode writes them.
    private mutating func decodeSettingValues(_ pairs: YAMLNode.Pairs, in place: String) -> [String: Located<String>] {
        var values: [String: Located<String>] = [:]
        values.reserveCapacity(pairs.count)
        for pair in pairs {
            let value: String
            if pair.value.sequence != nil {
                value = reader.strings(pair.value, "'\(pair.key)' in \(place)").map(\.value).joined(separator: " ")
            } else if let text = pair.value.scalar {
                value = text
            } else {
                reader.fail(
                    "expected a string or a list for setting '\(pair.key)' in \(place), found a map",
                    at: pair.value.position)
                continue
            }
            values[pair.key] = Located(value, at: reader.location(pair.value.position))
        }
        return values
    }
}
