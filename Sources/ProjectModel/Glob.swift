/// A name pattern with `*` (any run of characters) and `?` (one character), as layer patterns and
/// rule selectors write them.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let characters: [Character]

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// Whether `name` matches the whole pattern.
    /// - Complexity: O(n·m) at worst, without recursion.
    public func matches(_ name: String) -> Bool {
        if !characters.contains("*") && !characters.contains("?") { return pattern == name }
        let text = Array(name)
        var p = 0
        var t = 0
        var star = -1
        var resume = 0
        while t < text.count {
            if p < characters.count && (characters[p] == "?" || characters[p] == text[t]) {
                p += 1
                t += 1
            } else if p < characters.count && characters[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
