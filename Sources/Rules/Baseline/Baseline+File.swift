import ProjectModel
import TextOutput

extension Baseline {
    /// The version ``fileText()`` writes.
    public static let fileVersion = 2

    /// The largest count an entry of a file may hold.
    package static let maximumCount = 1_000_000_000

    /// The baseline file: JSON grouping fingerprints by rule and target, one fingerprint and its
    /// count per line. Messages are left out, so the file grows by about 31 bytes a finding however
    /// long the messages are:
    ///
    /// ```json
    /// {
    ///   "version": 2,
    ///   "findings": {
    ///     "allowed-core-modules": {
    ///       "ShopClip": {
    ///         "5e0f7b0c7a1d2c3b": 1
    ///       }
    ///     }
    ///   }
    /// }
    /// ```
    public func fileText() -> String {
        // About 31 bytes a fingerprint, and room for the names.
        var json = TextBuffer(capacity: 64 + entries.count * 40)
        json.append("{\n  \"version\": ")
        json.append(Self.fileVersion)
        json.append(",\n  \"findings\": {")
        var previous: Entry?
        for entry in entries {
            if entry.rule != previous?.rule {
                if previous != nil { json.append("\n      }\n    },") }
                json.append("\n    ")
                json.appendJSONString(entry.rule)
                json.append(": {\n      ")
            } else if entry.target != previous?.target {
                json.append("\n      },\n      ")
            }
            if entry.rule != previous?.rule || entry.target != previous?.target {
                json.appendJSONString(entry.target)
                json.append(": {\n        ")
            } else {
                json.append(",\n        ")
            }
            json.appendJSONString(entry.fingerprint)
            json.append(": ")
            json.append(entry.count)
            previous = entry
        }
        json.append(previous == nil ? "}\n}\n" : "\n      }\n    }\n  }\n}\n")
        return json.text
    }
}
