import GraphModel
import Project
import ProjectModel

/// An App Clip, and every module it links, must not link a system framework App Clips cannot use.
///
/// SDKs are nodes of the graph, so an `sdk:` entry with XcodeGen's `link: false` links nothing and
/// is not reported. A finding's path ends at the module that links the SDK, which the message names,
/// so that baselines keep matching it by that module. Its cause is the edge from that module to the
/// SDK, which every clip reaching the module shares.
///
/// SDK names match without case and without `.framework` or `.tbd`, so `healthkit` and
/// `HealthKit.framework` both name HealthKit. A framework's UI companion (`ContactsUI`, `EventKitUI`,
/// `HealthKitUI`, `PhotosUI`) counts as the framework. CoreData is a warning: App Clips may use it, but
/// it weighs on their size limit.
public struct ClipUnavailableSDK: Rule {
    public static let description = RuleDescription(
        id: "clip-unavailable-sdk",
        defaultSeverity: .error,
        summary:
            "an App Clip or a module in its link closure links an SDK App Clips cannot use (AppIntents, BackgroundTasks, CallKit, Contacts(UI), CoreMotion, EventKit(UI), HealthKit(UI), HomeKit, MediaPlayer, Messages, NearbyInteraction, Photos(UI), SensorKit, Speech, AdSupport, AppTrackingTransparency), reported with the path to the module that declares it; (warning) CoreData, for its size",
        rationale: """
            App Clips run with a reduced set of frameworks: App Intents, BackgroundTasks, CallKit, \
            Contacts, CoreMotion, EventKit, HealthKit, HomeKit, MediaPlayer, Messages, NearbyInteraction, \
            Photos, SensorKit, Speech, AdSupport and AppTrackingTransparency are unavailable or return no \
            data. A module that links one drags it into every clip that links the module. CoreData works \
            but is heavy for a clip's size limit.
            """,
        options: [],
        oneLiner: "the clip links `Analytics`, which declares `sdks: [AppTrackingTransparency]`",
        badExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [↓Tracking]
              Tracking:
                type: framework
                sdks: [HealthKit]
            """,
        goodExample: """
            targets:
              ShopClip:
                type: app-clip
                dependencies: [Tracking, {sdk: StoreKit}]
              Tracking:
                type: framework
              Shop:
                type: app
                dependencies: [ShopClip, {sdk: HealthKit}]
            """)

    /// Each App Clip or app extension's findings come from its own closure.
    public static let checksClipsApart = true

    /// The SDKs App Clips cannot use, as Apple spells their modules.
    static let unavailable = [
        "AppIntents", "BackgroundTasks", "CallKit", "Contacts", "ContactsUI", "CoreMotion", "EventKit", "EventKitUI",
        "HealthKit", "HealthKitUI", "HomeKit", "MediaPlayer", "Messages", "NearbyInteraction", "Photos", "PhotosUI",
        "SensorKit", "Speech", "AdSupport", "AppTrackingTransparency",
    ]
    /// The SDKs App Clips may use but are warned about, for their size.
    static let heavy = ["CoreData"]

    /// Lowercased name to the name as Apple spells it and whether it is only heavy.
    private let lookup: [String: (name: String, heavy: Bool)]

    public init(options: [ManifestValuePair], reader: inout ManifestValueReader, graph: ProjectGraph) {
        var lookup: [String: (name: String, heavy: Bool)] = [:]
        for name in Self.unavailable { lookup[name.lowercased()] = (name, false) }
        for name in Self.heavy { lookup[name.lowercased()] = (name, true) }
        self.lookup = lookup
    }

    /// Each SDK node that the clip, or a module in its closure, links directly is reported once per
    /// module that links it, at the path to that module.
    /// - Complexity: O(m + e) for m nodes in each clip's closure and e of their edges.
    public func check(_ context: LintContext) -> [Finding] {
        let graph = context.graph
        var findings: [Finding] = []
        var causes = CauseTable()
        let targets = graph.targets
        // The SDK nodes as bits, which stay in cache where the declarations would not.
        var sdks = NodeSet(capacity: targets.count)
        for node in graph.declaredCount..<targets.count where targets[node].type == .sdk { sdks.insert(node) }
        for clip in context.clipsAndExtensions where targets[clip].type == .appClip {
            let target = targets[clip]
            let closure = graph.closure(of: clip)
            let subject = context.describe(clip)
            for module in CollectionOfOne(clip) + closure.members where !sdks.contains(module) {
                var reported: Set<String> = []
                for edge in graph.targetGraph.edges(from: module)
                where edge.kind == .link && sdks.contains(edge.destination) {
                    guard let sdk = lookup[graph.targetNames[edge.destination].lowercased()],
                        reported.insert(sdk.name).inserted
                    else { continue }
                    let predicate =
                        sdk.heavy
                        ? "links \(sdk.name), which weighs on an App Clip's size limit"
                        : "links \(sdk.name), which App Clips cannot use"
                    guard module != clip else {
                        findings.append(
                            Finding(
                                target: target.name, message: "\(subject) \(predicate)",
                                location: graph.location(of: edge), path: nil,
                                severity: sdk.heavy ? .warning : nil, sharedCause: causes.cause(edge, in: graph)))
                        continue
                    }
                    let (path, location) = graph.pathFinding(from: closure, to: module)
                    findings.append(
                        Finding(
                            target: target.name,
                            message:
                                "\(subject) \(predicate), declared by '\(graph.targetNames[module])' via \(path.arrowPath)",
                            location: location, path: path, severity: sdk.heavy ? .warning : nil,
                            sharedCause: causes.cause(edge, in: graph)))
                }
            }
        }
        return findings
    }
}
