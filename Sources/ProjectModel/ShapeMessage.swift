/// The messages for a value of the wrong shape, shared by the readers over YAML and over
/// ``ManifestValue`` so that a problem reads the same whichever tree it is found in.
package enum ShapeMessage {
    /// "expected a string for 'module', found a list".
    package static func expected(_ shape: String, for what: String, found kind: String) -> String {
        "expected \(shape) for \(what), found \(kind)"
    }

    /// A size without a unit, or one that is not a number.
    package static func notASize(_ text: String, for what: String) -> String {
        "expected a size with a unit for \(what), such as '600 KB' or '1.4 MB', found '\(text)'"
    }

    /// A size past ``ByteCount/largestAccepted``.
    package static func sizeTooLarge(_ text: String, for what: String) -> String {
        "expected a size of at most \(ByteCount.largestAccepted) for \(what), found '\(text)'"
    }
}
