import TextOutput

extension [String] {
    /// `A → B → C`.
    var arrowPath: String {
        var text = TextBuffer(capacity: reduce(4 * count) { $0 + $1.utf8.count })
        text.append(self, separator: FindingText.pathSeparator)
        return text.text
    }
}
