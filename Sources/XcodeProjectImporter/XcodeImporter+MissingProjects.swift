import FileAccess
import ProjectModel

extension XcodeImporter {
    /// What to say of the projects a workspace names that do not exist, grouped by what would make
    /// them (``XcodeSetupGaps/Cause``): the projects in submodules not checked out are one warning,
    /// CocoaPods' `Pods.xcodeproj` a note (the warning about its xcconfig files says to run
    /// `pod install`), and any other one a warning of its own. What links their products is read as
    /// linking external ones.
    static func missingProjects(
        _ projects: [Located<String>], in fileSystem: any FileSystem
    ) -> (warnings: [InputWarning], notes: [InputWarning]) {
        var gaps = XcodeSetupGaps()
        var warnings: [InputWarning] = []
        var notes: [InputWarning] = []
        var submodules: [String] = []
        var inSubmodules: [Located<String>] = []
        for project in projects {
            switch gaps.cause(of: Path.join(project.value, "project.pbxproj"), fileSystem: fileSystem) {
            case .cocoaPods:
                notes.append(
                    InputWarning(
                        "the workspace names \(project.value), which 'pod install' makes; what links its products is read as linking external ones",
                        at: project.location))
            case .submodule(let folder):
                if !submodules.contains(folder) { submodules.append(folder) }
                inSubmodules.append(project)
            case .setupStep:
                warnings.append(
                    InputWarning(
                        "the workspace names \(project.value), which does not exist; what links its products is read as linking external ones",
                        at: project.location))
            }
        }
        if let first = inSubmodules.first {
            let names = XcodeSetupGaps.named(submodules)
            let subject =
                submodules.count == 1
                ? "submodule \(names) is not checked out"
                : "\(submodules.count) submodules are not checked out (\(names))"
            let (projects, their) =
                inSubmodules.count == 1 ? ("1 project", "its") : ("\(inSubmodules.count) projects", "their")
            let inWhat = submodules.count == 1 ? "it" : "them"
            warnings.append(
                InputWarning(
                    "\(subject): the workspace names \(projects) in \(inWhat); run 'git submodule update --init' first to read \(their) targets",
                    at: first.location))
        }
        return (warnings, notes)
    }
}
