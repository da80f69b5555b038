import FileAccess

/// The folder of real Xcode project files next to this repository (`../shared/corpus-xcodeproj`),
/// when it is there.
public let xcodeProjectCorpus: String? = {
    let packageRoot = Path.directory(of: Path.directory(of: Path.directory(of: #filePath)))
    let folder = Path.join(packageRoot, "../shared/corpus-xcodeproj")
    return LocalFileSystem().kind(of: folder) == .directory ? folder : nil
}()
