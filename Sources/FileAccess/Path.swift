/// Lexical path arithmetic on `/`-separated strings, as manifests write paths.
public enum Path {
    /// The folder part of `path`: `"a/b.yml"` gives `"a"`, `"b.yml"` gives `"."`.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `relative` resolved against the folder `base`, normalized; an absolute `relative` is kept.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base == "." || base.isEmpty { return normalize(relative) }
        var base = base
        var relative = relative
        // One allocation and one copy of each part's bytes, where `+` grows the result twice.
        let joined = base.withUTF8 { head in
            relative.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: head)
                    buffer[head.count] = UInt8(ascii: "/")
                    _ = buffer[(head.count + 1)...].initialize(fromContentsOf: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
        return normalize(joined)
    }

    /// Removes `.` components, empty components and `name/..` pairs; keeps leading `..`.
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == ".." && isAbsolute && parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize(path)` would give `path` back: no empty or `.` component, and `..` only
    /// leading a relative path. Paths are joined thousands of times per project, nearly all of them
    /// normalized already, and this answers in one pass over the bytes without allocating.
    private static func isNormalized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            let dot = UInt8(ascii: ".")
            guard !bytes.isEmpty else { return false }
            if bytes.count == 1 && bytes[0] == slash { return true }
            // Where the current component starts, and whether a component other than `..` was seen.
            var start = bytes[0] == slash ? 1 : 0
            var pastParents = start == 1
            for index in start...bytes.count where index == bytes.count || bytes[index] == slash {
                let length = index - start
                if length == 0 || (length == 1 && bytes[start] == dot) { return false }
                if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                    if pastParents { return false }
                } else {
                    pastParents = true
                }
                start = index + 1
            }
            return true
        }
    }
}
