extension XcodeSettingsReader {
    /// The xcconfig file a configuration is based on, as a level, read once per reader; empty when
    /// the configuration names none, names one outside the project's trees, or one that cannot be
    /// read. A file that does not exist is added to `missing`, and, when `warns`, reported once as a
    /// warning about `target` (nil for the project's own configurations).
    mutating func xcconfigLevel(
        of configuration: XcodeProjectObjects.Configuration, target: String?, warns: Bool, missing: inout [String],
        into result: inout XcodeTargetSettings
    ) -> XcodeSettingLevel {
        guard let (path, location) = xcconfigPath(of: configuration.node) else { return XcodeSettingLevel() }
        if fileSystem.refuses(path) {
            if reportedFiles.insert(path).inserted {
                result.problems.append(.leavesProject("xcconfig file", path, at: location))
            }
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
            result.problems += read.problems
        }
        missing += read.missing
        for file in read.missing where warns && reportedFiles.insert(file).inserted {
            let what = file == path ? "the xcconfig file" : "the xcconfig file '\(path)' includes"
            result.warnings.append(
                InputWarning(
                    "configuration '\(configuration.name)' is based on an xcconfig file that does not exist: "
                        + "\(what) '\(file)'; the settings it may set are unknown",
                    at: location, target: target))
        }
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
