import FileAccess
import ProjectModel
import PropertyList
import XcodeSettings

extension XcodeSettingsReader {
    /// The xcconfig file a configuration is based on, as a level, read once per reader; empty when
    /// the configuration names none, names one outside the project's trees, or one that cannot be
    /// read. The files that cannot be read, because they do not exist or lie outside the project
    /// root, are added to `unread`, the ones that do not exist to `missing` too; a file outside the
    /// root is reported once, as a warning at the reference, and an optional include outside it is
    /// only noted. A file that is not text is a problem at its first byte that is not.
    mutating func xcconfigLevel(
        of configuration: XcodeProjectObjects.Configuration, unread: inout [String], missing: inout [String],
        into result: inout XcodeTargetSettings
    ) -> XcodeSettingLevel {
        guard let (path, location) = xcconfigPath(of: configuration.node) else { return XcodeSettingLevel() }
        if fileSystem.refuses(path) {
            if reportedFiles.insert(path).inserted {
                result.warnings.append(.outsideRoot("xcconfig file", path, at: location))
            }
            unread.append(path)
            return XcodeSettingLevel()
        }
        let read: XCConfigReader.Result
        if let cached = xcconfigFiles[path] {
            read = cached
        } else {
            let reader = XCConfigReader(fileSystem: fileSystem)
            if let fresh = reader.read(path, maximumLines: Self.maximumXCConfigLines) {
                read = fresh
            } else {
                read = XCConfigReader.Result()
                result.problems.append(
                    InputProblem(
                        "xcconfig file \(path) and its includes have more than \(Self.maximumXCConfigLines) lines, "
                            + "includes counted each time they are read", at: location))
            }
            xcconfigFiles[path] = read
            if let error = read.unreadable, reportedFiles.insert(path).inserted {
                result.problems.append(
                    InputProblem("xcconfig file \(path) cannot be read: \(error.reason)", at: location))
            }
            // A file that several xcconfig files include is read with each: its includes are
            // reported at their line once.
            // A file that is not text is a problem once, however many files include it.
            for problem in read.problems where reportedFiles.insert(problem.file).inserted {
                result.problems.append(problem)
            }
            for include in read.outside where reportedIncludes.insert(include.location).inserted {
                result.warnings.append(.outsideRoot("xcconfig include", include.value, at: include.location))
            }
            for include in read.skipped where reportedIncludes.insert(include.location).inserted {
                result.notes.append(
                    InputWarning(
                        "optional xcconfig include '\(include.value)' lies outside the project root, so it is skipped",
                        at: include.location))
            }
        }
        for file in read.missing where missingReferences[file] == nil { missingReferences[file] = location }
        missing += read.missing
        unread += read.missing + read.outside.map(\.value)
        Self.append(read.files, to: &result.files)
        return XcodeSettingLevel(xcconfig: read.entries)
    }

    /// The path of the xcconfig file of the `XCBuildConfiguration` `node`, and where the reference
    /// is written: `baseConfigurationReference` resolved through its groups, or Xcode 16's
    /// `baseConfigurationReferenceAnchor` (a synchronized folder) joined with
    /// `baseConfigurationReferenceRelativePath`.
    private mutating func xcconfigPath(of node: PropertyList.NodeID) -> (String, SourceLocation)? {
        let list = objects.list
        if let reference = list.value(forKey: "baseConfigurationReference", in: node),
            let id = list.string(reference)
        {
            let location = SourceLocation(file: projectFile, position: list.position(reference))
            return paths.path(of: id).map { ($0, location) }
        }
        guard let anchor = list.value(forKey: "baseConfigurationReferenceAnchor", in: node),
            let id = list.string(anchor),
            let relative = list.value(forKey: "baseConfigurationReferenceRelativePath", in: node).flatMap(list.string),
            let folder = paths.path(of: id)
        else { return nil }
        return (Path.join(folder, relative), SourceLocation(file: projectFile, position: list.position(anchor)))
    }
}
