import FileAccess
import ProjectModel

extension ManifestLoader {
    /// Where the closure snapshot of a manifest is: the file `snapshot:` names, else
    /// ``ClosureSnapshot/defaultFileName`` in the root manifest's folder.
    public static func snapshotPath(of manifest: Manifest) -> String {
        manifest.snapshotSetting?.value
            ?? Path.join(Path.directory(of: manifest.path), ClosureSnapshot.defaultFileName)
    }

    /// Reads the manifest's closure snapshot, when there is one, into ``Manifest/closureSnapshot``.
    /// A file `snapshot:` names that does not exist is left for `closure-changed` to report; one
    /// that leads outside the project root, or is no file, is an error at the setting.
    /// - Throws: ``InputError`` when the file cannot be read or is not a snapshot.
    func readSnapshot(into manifest: inout Manifest) throws(InputError) {
        let path = Self.snapshotPath(of: manifest)
        let setting = manifest.snapshotSetting
        if fileSystem.refuses(path) {
            // A default file beside the manifest is inside the root whenever the manifest is.
            guard let setting else { return }
            throw InputError(
                [.leavesProject("snapshot", path, at: setting.location)], manifestFiles: manifest.manifestFiles)
        }
        switch fileSystem.kind(of: path) {
        case .file:
            break
        case .directory:
            guard let setting else { return }
            throw InputError(
                [
                    InputProblem(
                        "snapshot \(path) is a folder; name the file `targetlint snapshot` writes", at: setting.location
                    )
                ],
                manifestFiles: manifest.manifestFiles)
        case nil:
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            throw InputError([InputProblem("cannot read the snapshot: \(error.reason)", file: path)])
        }
        manifest.closureSnapshot = try ClosureSnapshot(parsing: bytes, file: path)
        manifest.files.append(path)
    }
}
