import ProjectModel

/// The size limit that applies to an App Clip, and why, as `size-budget` explains it.
public struct ClipSizeLimit: Sendable, Hashable {
    /// The limit.
    public var size: ByteCount
    /// Why it applies, as the finding words it: "deployment-target 16.0: App Clips from iOS 16".
    public var reason: String

    /// A limit set in the manifest for every clip.
    public static func configured(_ size: ByteCount) -> ClipSizeLimit {
        ClipSizeLimit(size: size, reason: "set by rules.size-budget.app-clip")
    }

    /// A limit and why it applies.
    public init(size: ByteCount, reason: String) {
        self.size = size
        self.reason = reason
    }

    /// Apple's limit for a clip: 10 MB below iOS 16 or with no deployment target, 15 MB from iOS 16,
    /// 100 MB from iOS 17 when the clip is only invoked digitally.
    public init(for clip: TargetDeclaration) {
        let megabyte: Int64 = 1_000_000
        guard let version = clip.deploymentTarget?.value else {
            self.init(
                size: ByteCount(bytes: 10 * megabyte),
                reason: "no deployment-target, so the limit of App Clips below iOS 16")
            return
        }
        if version.major >= 17 && clip.digitalInvocationsOnly {
            self.init(
                size: ByteCount(bytes: 100 * megabyte),
                reason:
                    "deployment-target \(version) and digital-invocations-only: App Clips from iOS 17 invoked only digitally"
            )
            return
        }
        let hint =
            version.major >= 17
            ? "; 100 MB needs digital-invocations-only: true"
            : clip.digitalInvocationsOnly ? "; digital-invocations-only allows 100 MB from iOS 17 only" : ""
        if version.major >= 16 {
            self.init(
                size: ByteCount(bytes: 15 * megabyte),
                reason: "deployment-target \(version): App Clips from iOS 16\(hint)")
        } else {
            self.init(
                size: ByteCount(bytes: 10 * megabyte),
                reason: "deployment-target \(version): App Clips below iOS 16\(hint)")
        }
    }
}
