/// Finding one string in another in time linear in the two lengths (Knuth, Morris and Pratt),
/// whatever text a manifest holds. Characters compare as `==` compares them, so canonically
/// equivalent spellings match.
extension StringProtocol {
    /// The first range where `needle` occurs; an empty needle occurs at the start.
    package func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
        var found: Range<Index>?
        TextSearch(needle).forEachMatch(in: self) { range in
            found = range
            return false
        }
        return found
    }

    /// Whether `needle` occurs; an empty needle always does.
    package func contains(text needle: some StringProtocol) -> Bool {
        firstRange(ofText: needle) != nil
    }

    /// How many times `needle` occurs, counting from the left without overlaps, as replacing each
    /// occurrence in turn would find them; 0 for an empty needle.
    package func occurrenceCount(ofText needle: some StringProtocol) -> Int {
        guard !needle.isEmpty else { return 0 }
        var count = 0
        TextSearch(needle).forEachMatch(in: self) { _ in
            count += 1
            return true
        }
        return count
    }
}

/// A needle's characters and, for each prefix, the length of its longest proper prefix that is
/// also its suffix: where a search goes on after a mismatch without stepping back in the text.
private struct TextSearch {
    let needle: [Character]
    package let fallback: [Int]

    package init(_ needle: some StringProtocol) {
        self.needle = Array(needle)
        var fallback = [Int](repeating: 0, count: self.needle.count)
        var length = 0
        for index in self.needle.indices.dropFirst() {
            while length > 0 && self.needle[index] != self.needle[length] { length = fallback[length - 1] }
            if self.needle[index] == self.needle[length] { length += 1 }
            fallback[index] = length
        }
        self.fallback = fallback
    }

    /// Calls `body` with each match in `text`, left to right and not overlapping, until it returns
    /// false; an empty needle matches once, at the start.
    func forEachMatch<Text: StringProtocol>(in text: Text, _ body: (Range<Text.Index>) -> Bool) {
        guard !needle.isEmpty else {
            _ = body(text.startIndex..<text.startIndex)
            return
        }
        // Where each of the last `needle.count` characters read starts, by character number.
        var starts = [Text.Index](repeating: text.startIndex, count: needle.count)
        var read = 0
        var matched = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            starts[read % needle.count] = index
            while matched > 0 && character != needle[matched] { matched = fallback[matched - 1] }
            if character == needle[matched] { matched += 1 }
            read += 1
            text.formIndex(after: &index)
            if matched == needle.count {
                // The match began `needle.count` characters back; the search starts afresh after it.
                guard body(starts[read % needle.count]..<index) else { return }
                matched = 0
            }
        }
    }
}
