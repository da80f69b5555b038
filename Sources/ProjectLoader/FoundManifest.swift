/// The file a command reads, and why ``ManifestLocator`` chose it.
public struct FoundManifest: Sendable, Hashable {
    /// Why the file was chosen.
    public enum Reason: Sendable, Hashable {
        /// The command line names the file.
        case named
        /// A `targetlint.yml`, in the folder the command line names or the nearest one found.
        case manifest
        /// An XcodeGen spec by the name XcodeGen reads (`project.yml`, `project.yaml`), in a folder
        /// without a `targetlint.yml`.
        case specByName
        /// The one YAML file of a folder without a `targetlint.yml` or `project.yml` whose top level
        /// has `name` and `targets`, as an XcodeGen spec's does.
        case specByKeys
        /// Tuist's `Workspace.swift`, or else its `Project.swift`, of a folder without a
        /// `targetlint.yml` or XcodeGen spec.
        case tuistManifest
        /// The one Xcode workspace, or else the one Xcode project, of a folder without a
        /// `targetlint.yml`, XcodeGen spec or Tuist manifest.
        case xcodeProject
    }

    /// The file's path: as given, or relative to the current folder when it was searched for.
    public var path: String
    /// Why it was chosen.
    public var reason: Reason
    /// A `targetlint.yml` in a folder further up that a spec nearer the current folder took the
    /// place of; nil when there is none or the file is not such a spec.
    public var fartherManifest: String?
    /// The Xcode workspace or project beside a Tuist manifest, which Tuist generates and which is
    /// not read; nil when there is none.
    public var passedOver: String?

    /// Creates a description of a choice.
    public init(path: String, reason: Reason, fartherManifest: String? = nil) {
        self.path = path
        self.reason = reason
        self.fartherManifest = fartherManifest
    }

    /// Why the file was chosen, in words: `XcodeGen spec; no targetlint.yml in its folder`.
    public var explanation: String {
        let farther = fartherManifest.map { "; \($0) further up is not read" } ?? ""
        switch reason {
        case .named:
            return "named on the command line"
        case .manifest:
            return "targetlint manifest"
        case .specByName:
            return "XcodeGen spec; no targetlint.yml in its folder\(farther)"
        case .specByKeys:
            return
                "XcodeGen spec: the one YAML file in its folder with top-level 'name' and 'targets'; no targetlint.yml or project.yml there\(farther)"
        case .tuistManifest:
            let kind = path.hasSuffix("Workspace.swift") ? "workspace" : "project"
            let generated = passedOver.map { "; \($0) beside it, which Tuist generates, is not read" } ?? ""
            return "Tuist \(kind); no targetlint.yml or XcodeGen spec in its folder\(generated)\(farther)"
        case .xcodeProject:
            return
                "Xcode \(path.hasSuffix(".xcworkspace") ? "workspace" : "project"); no targetlint.yml, XcodeGen spec or Tuist manifest in its folder\(farther)"
        }
    }
}
