import ProjectModel

/// What one Xcode project holds, before the targets of every project and package of an import are
/// named: targets whose dependencies still refer to what they name by what the project file says.
struct XcodeProjectContents {
    /// One target, named as the project names it.
    struct Target {
        /// The target's object id in the project file.
        var objectID: String
        /// The declaration, without dependencies.
        var declaration: TargetDeclaration
        /// The name of the file the target builds in the build products folder, such as
        /// `Storage.framework` or `libPods-App.a`; nil when it builds none.
        var productFile: String? = nil
        /// The dependencies, in the order the project file gives them.
        var dependencies: [Dependency]
    }

    /// One dependency of a target, as the project file names it.
    struct Dependency {
        /// What the dependency names.
        enum Reference: Hashable {
            /// A target of this project, by object id.
            case target(String)
            /// A target of another project: the `.xcodeproj` folder and the target's name there.
            case otherProject(path: String, target: String)
            /// A product of a Swift package; `localPackage` is the package's folder when the project
            /// says it is local, `remote` the package's identity when it says it is remote.
            case packageProduct(name: String, localPackage: String?, remote: String?)
            /// A framework or library of the SDK, by name without its extension.
            case sdk(String)
            /// A prebuilt framework or library in the repository, or a product the project does not
            /// build, by file name.
            case framework(String)
            /// A file of the build products folder (`sourceTree = BUILT_PRODUCTS_DIR`) that is no
            /// target's product in this project, by file name: the product of the target of the
            /// import that builds a file of that name, as Xcode finds implicit dependencies.
            case builtProduct(String)
        }

        /// What the dependency names.
        var reference: Reference
        /// Whether the dependency is a file of the build products folder, which may name a target
        /// that another dependency names too.
        var isBuiltProduct: Bool {
            if case .builtProduct = reference { return true }
            return false
        }
        /// Where the project file names it.
        var location: SourceLocation
        /// Whether the target links or embeds it; false for a dependency that is only built first.
        var links: Bool
    }

    /// The project's name: its `.xcodeproj` folder's, without the extension.
    var name: String
    /// The `.xcodeproj` folder.
    var path: String
    /// The targets, in the order of the project's `targets` list.
    var targets: [Target] = []
    /// The folders of the local Swift packages the project names, each where it is named.
    var localPackages: [Located<String>] = []
    /// The files read: the project file, and the xcconfig, entitlements and Info.plist files.
    var files: [String] = []
    /// The files of ``files`` read as manifests: the project file, once read.
    var manifestFiles: [String] = []
    /// What stops the project from being read.
    var problems: [InputProblem] = []
    /// What the project says that is read, but probably not as meant.
    var warnings: [InputWarning] = []
    /// What was left out on purpose, which `--verbose` tells.
    var notes: [InputWarning] = []
}
