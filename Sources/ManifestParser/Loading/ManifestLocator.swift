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

    /// The deepest a search for the repository root climbs; past the top of the disk `..` names the
    /// top again, so a search outside any repository ends here.
    static let maximumDepth = 256

    /// The manifest for a command-line path: the file itself, `targetlint.yml` in a folder, or, with no
    /// path, `targetlint.yml` in the current folder or the nearest parent up to the repository root
    /// (the folder holding `.git`). Outside a repository only the current folder is looked in, so a
    /// `targetlint.yml` left in a parent such as `/tmp` or a home folder is never picked up.
    /// - Returns: the path, relative when the search started from the current folder.
    public func locate(_ argument: String?) throws(InputError) -> String {
        if let argument {
            switch fileSystem.kind(of: argument) {
            case .file:
                return argument
            case .directory:
                let candidate = Path.join(argument, Self.fileName)
                if fileSystem.kind(of: candidate) == .file { return candidate }
                throw InputError([InputProblem("no \(Self.fileName) in this folder", file: argument)])
            case nil:
                throw InputError([InputProblem("no such file or folder", file: argument)])
            }
        }
        let repository = foldersUpToRepositoryRoot()
        for folder in repository ?? ["."] {
            let candidate = Path.join(folder, Self.fileName)
            if fileSystem.kind(of: candidate) == .file { return candidate }
        }
        let message =
            repository == nil
            ? "no \(Self.fileName) here, and outside a repository parent folders are not searched; pass a manifest path"
            : "no \(Self.fileName) here or in a parent folder up to the repository root; pass a manifest path"
        throw InputError([InputProblem(message, file: ".")])
    }

    /// The current folder and each parent up to the nearest folder holding `.git`, nearest first;
    /// nil when no folder above holds one.
    private func foldersUpToRepositoryRoot() -> [String]? {
        var folders = ["."]
        while fileSystem.kind(of: Path.join(folders[folders.count - 1], ".git")) == nil {
            let parent = Path.join(folders[folders.count - 1], "..")
            guard folders.count < Self.maximumDepth, fileSystem.kind(of: parent) == .directory else { return nil }
            folders.append(parent)
        }
        return folders
    }
}
