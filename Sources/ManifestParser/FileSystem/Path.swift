/// Lexical path arithmetic on `/`-separated strings, as manifests write paths.
public enum Path {
    /// The folder part of `path`: `"a/b.yml"` gives `"a"`, `"b.yml"` gives `"."`.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `relative` resolved against the folder `base`, normalized; an absolute `relative` is kept.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base == "." || base.isEmpty { return normalize(relative) }
        return normalize(base + "/" + relative)
    }

    /// Removes `.` components, empty components and `name/..` pairs; keeps leading `..`.
    public static func normalize(_ path: String) -> String {
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
}
