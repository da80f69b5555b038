import ProjectModel

/// The names the targets of an import take in the graph: each target's own name, or, when an
/// earlier project or package of the import took it, `Container/Name`, so that two projects of a
/// workspace may each have a `Tests` target.
struct XcodeTargetNames {
    private var names = UniqueTargetNames()
    /// Each project's targets by object id, by the project's `.xcodeproj` path.
    private var byObject: [String: [String: String]] = [:]
    /// Each project's targets by the name the project gives them, by the project's path.
    private var byName: [String: [String: String]] = [:]

    /// The graph names of every project's targets, in the projects' order.
    mutating func name(_ projects: [XcodeProjectContents]) -> [[String]] {
        projects.map { project in
            project.targets.map { target in
                let name = claim(target.declaration.name, container: project.name)
                byObject[project.path, default: [:]][target.objectID] = name
                byName[project.path, default: [:]][target.declaration.name] = name
                return name
            }
        }
    }

    /// Takes `name` for a target of `container`, or a qualified name when it is taken.
    mutating func claim(_ name: String, container: String) -> String {
        names.claim(name, container: container)
    }

    /// The graph name of the target with object id `id` in the project at `path`.
    func target(_ id: String, inProject path: String) -> String? {
        byObject[path]?[id]
    }

    /// The graph name of the target the project at `path` calls `name`, when that project is part
    /// of the import.
    func target(named name: String, inProject path: String) -> String? {
        byName[path]?[name]
    }
}
