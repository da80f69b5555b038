import FileAccess
import ProjectModel
import XcodeSettings

/// A Tuist target's build settings, per configuration, as Tuist writes them into the project it makes.
extension TuistTargetBuilder {
    /// The target's settings in each configuration, over the project's: in each, the xcconfig file
    /// beneath `base` beneath the configuration's own values. The configurations are those the
    /// target or project names, else Tuist's `Debug` and `Release`.
    mutating func settings(
        of target: TuistProjectDump.Target, in project: TuistImportSession.ReadProject, at location: SourceLocation
    ) -> BuildSettings {
        var settings = BuildSettings(location: location)
        var names = target.settings.configurations.map(\.name)
        for configuration in project.dump.settings.configurations where !names.contains(configuration.name) {
            names.append(configuration.name)
        }
        if names.isEmpty { names = ["Debug", "Release"] }
        for name in names {
            var missing: [String] = []
            // Which of Tuist's defaults apply: the variant of the configuration of that name.
            let variant =
                (target.settings.configurations + project.dump.settings.configurations).first { $0.name == name }?
                .variant ?? (name.lowercased() == "debug" ? "debug" : "release")
            let targetValues = levelValues(
                target.settings, .target, configuration: name, variant: variant, in: project, at: location,
                missing: &missing, base: .base, own: .config(name))
            let projectValues = levelValues(
                project.dump.settings, .project, configuration: name, variant: variant, in: project, at: location,
                missing: &missing, base: .project("settings.base"), own: .project("settings.configurations.\(name)"))
            settings.resolved[name.lowercased()] = BuildSettings.ResolvedConfiguration(
                name: name, values: targetValues, projectValues: projectValues, missingFiles: missing, variant: variant)
        }
        return settings
    }

    /// One level's values in `configuration`: its xcconfig file's, then the defaults Tuist writes
    /// (which hide the xcconfig's, as the project file's values do), then `base`, then the
    /// configuration's own, each over the one before.
    mutating func levelValues(
        _ level: TuistProjectDump.Settings, _ kind: TuistDefaultSettings.Level, configuration name: String,
        variant: String, in project: TuistImportSession.ReadProject, at location: SourceLocation,
        missing: inout [String], base: BuildSettings.Source, own: BuildSettings.Source
    ) -> [String: BuildSettings.ResolvedValue] {
        let configuration = level.configurations.first { $0.name == name }
        var values: [String: BuildSettings.ResolvedValue] = [:]
        if let file = configuration?.xcconfig {
            let path = folders.resolve(file, manifestFolder: project.folder)
            if fileSystem.refuses(path) {
                missing.append(path)
                if reportedFiles.insert(path).inserted {
                    problems.append(.leavesProject("xcconfig file", path, at: location))
                }
            } else if let read = XCConfigReader(fileSystem: fileSystem).read(path) {
                files += read.files
                missing += read.missing
                if reportedFiles.insert(path).inserted {
                    problems += read.problems
                    for include in read.outside {
                        warnings.append(
                            InputWarning(
                                "'\(include.value)' leaves the project; targetlint reads only files inside the project root (widen it with --root)",
                                at: include.location))
                    }
                }
                // Each missing file once, however many configurations and targets name it.
                for file in read.missing where reportedMissing.insert(file).inserted {
                    let how =
                        file == path
                        ? "configuration '\(name)' names the xcconfig file '\(file)'"
                        : "'\(path)' includes '\(file)'"
                    warnings.append(
                        InputWarning("\(how), which does not exist; what it sets is unknown", at: location))
                }
                // Conditional keys (`KEY[sdk=iphoneos*]`) are left to the unconditional value.
                for entry in read.entries where !entry.key.contains("[") {
                    values[entry.key] = BuildSettings.ResolvedValue(
                        Located(entry.value, at: entry.location), source: .configFile(path))
                }
            }
        }
        func add(_ written: [String: String], source: BuildSettings.Source) {
            for (key, value) in written {
                values[key] = BuildSettings.ResolvedValue(
                    Located(value, at: literal(key, in: project) ?? location), source: source)
            }
        }
        // A target that gives no settings takes the project's defaults.
        let defaults = kind == .target && !level.isWritten ? project.dump.settings.defaults : level.defaults
        for (key, value) in defaults.values(at: kind, variant: variant) {
            values[key] = BuildSettings.ResolvedValue(
                Located(value, at: location), source: .generatorDefaults(defaults.source(variant: variant)))
        }
        add(level.base, source: base)
        add(configuration?.values ?? [:], source: own)
        return values
    }
}
