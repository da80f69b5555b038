/// Finds the manifest a command should read.
public struct ManifestLocator: Sendable {
    /// The name looked for in folders.
    public static let fileName = "targetlint.yml"

    /// Where the files are looked up.
    public var fileSystem: any FileSystem

    /// Creates a locator.
    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// The manifest for a command-line path: the file itself, `targetlint.yml` in a folder, or, with no
    /// path, `targetlint.yml` in the current folder or the nearest parent up to the repository root
    /// (the folder holding `.git`).
    /// - Returns: the path, relative when the search started from the current folder.
    public func locate(_ argument: String?) throws(ManifestError) -> String {
        if let argument {
            switch fileSystem.kind(of: argument) {
            case .file:
                return argument
            case .directory:
                let candidate = Path.join(argument, Self.fileName)
                if fileSystem.kind(of: candidate) == .file { return candidate }
                throw ManifestError([ManifestProblem("no \(Self.fileName) in this folder", file: argument)])
            case nil:
                throw ManifestError([ManifestProblem("no such file or folder", file: argument)])
            }
        }
        var folder = "."
        for _ in 0..<64 {
            let candidate = Path.join(folder, Self.fileName)
            if fileSystem.kind(of: candidate) == .file { return candidate }
            if fileSystem.kind(of: Path.join(folder, ".git")) != nil { break }
            let parent = Path.join(folder, "..")
            if fileSystem.kind(of: parent) == nil { break }
            folder = parent
        }
        throw ManifestError([
            ManifestProblem(
                "no \(Self.fileName) here or in a parent folder up to the repository root; pass a manifest path",
                file: ".")
        ])
    }
}
