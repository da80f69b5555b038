/// The targets of an import by the file each builds in the build products folder, for the products
/// a project links or embeds without a target dependency: Xcode finds such an implicit dependency
/// (a scheme's "Find Implicit Dependencies", on by default) and builds the target of the workspace
/// whose product has the file's name, in whichever project it is.
///
/// The build products folder is one per platform (`Release-iphoneos`, `Release-watchos`), so a
/// file that targets for several platforms build (CocoaPods' `Alamofire-iOS` and
/// `Alamofire-watchOS` both build `Alamofire.framework`) is the one built for the linking target's
/// platform. A file name that still names several targets names none: the link stays an external
/// node.
struct XcodeBuiltProducts {
    /// A target that builds a file: its graph name and the platform it is built for.
    private struct Builder {
        var name: String
        var platform: String?
    }

    /// The targets that build each file, in the order of the import.
    private var builders: [String: [Builder]] = [:]

    /// Indexes the products of every target of `projects`, named as `names` names them.
    init(_ projects: [XcodeProjectContents], names: XcodeTargetNames) {
        for project in projects {
            for target in project.targets {
                guard let file = target.productFile,
                    let name = names.target(target.objectID, inProject: project.path)
                else { continue }
                builders[file, default: []].append(Builder(name: name, platform: target.declaration.platform))
            }
        }
    }

    /// The graph name of the target that builds the file named `file` for a target built for
    /// `platform`: the one target that builds it, else the one that builds it for `platform`.
    func target(building file: String, for platform: String?) -> String? {
        guard let builders = builders[file] else { return nil }
        if builders.count == 1 { return builders[0].name }
        guard let platform else { return nil }
        var found: String?
        for builder in builders where builder.platform == platform {
            guard found == nil else { return nil }
            found = builder.name
        }
        return found
    }
}
