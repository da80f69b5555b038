/// A folder's entries, looked up by name as written or without regard to letter case: a folder is
/// listed once and asked about every path that passes through it.
public struct FolderListing: Sendable {
    /// What each entry is, by its name as written.
    private var kinds: [String: DirectoryEntry.Kind] = [:]
    /// The names of the entries, by their names folded to lowercase.
    private var namesByFoldedName: [String: [String]] = [:]

    /// The listing of `entries`.
    public init(_ entries: [DirectoryEntry]) {
        kinds.reserveCapacity(entries.count)
        for entry in entries {
            kinds[entry.name] = entry.kind
            namesByFoldedName[entry.name.lowercased(), default: []].append(entry.name)
        }
    }

    /// What the entry called `name` is, or nil when there is none of that name as written.
    public func kind(of name: String) -> DirectoryEntry.Kind? {
        kinds[name]
    }

    /// The names of the entries called `name` but for letter case, as a file system that ignores
    /// case finds them; several on one that does not.
    public func names(matching name: String) -> [String] {
        namesByFoldedName[name.lowercased()] ?? []
    }
}
