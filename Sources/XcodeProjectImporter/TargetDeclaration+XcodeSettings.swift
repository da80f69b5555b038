import ProjectModel

extension TargetDeclaration {
    /// Takes what a target's build configurations and the files they name say: settings, bundle id,
    /// deployment target, App Groups and keychain groups, Info.plist keys and the extension point.
    mutating func apply(_ read: XcodeTargetSettings) {
        settings = read.settings
        bundleID = read.bundleID
        deploymentTarget = read.deploymentTarget
        appGroups = read.appGroups
        appGroupsLocation = read.appGroupsLocation
        keychainGroups = read.keychainGroups
        info = read.info
        if type == .appExtension { extensionPoint = read.extensionPoint }
    }
}
