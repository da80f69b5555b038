/// What a target builds, or, for the nodes the project graph adds for dependency entries that name
/// no declared target, what they stand for: a package product, an SDK or another external.
public enum ProductType: String, Sendable, Hashable, CaseIterable {
    case app
    case appClip = "app-clip"
    case appExtension = "app-extension"
    case framework
    case staticFramework = "static-framework"
    case staticLibrary = "static-library"
    case dynamicLibrary = "dynamic-library"
    case bundle
    case unitTests = "unit-tests"
    case uiTests = "ui-tests"
    case watchApp = "watch-app"
    case tool
    /// A Swift package product a dependency entry names (`package:`); never written as a `type:`.
    case package
    /// A system framework or library a dependency entry names (`sdk:`); never written as a `type:`.
    case sdk
    /// A target of another project or a prebuilt binary a dependency entry names (XcodeGen's
    /// `target: Project/Target`, `framework:`, `carthage:`, `bundle:`); never written as a `type:`.
    case external

    /// The types a manifest may give a target: every type but ``package``, ``sdk`` and ``external``.
    public static let declarable = allCases.filter { !$0.isExternal }

    /// Reads a type as manifests write it: targetlint's names or XcodeGen's product types. The
    /// types of external nodes are no target's type, so `package`, `sdk` and `external` read as nil.
    public init?(manifestName name: String) {
        if let type = ProductType(rawValue: name), !type.isExternal {
            self = type
            return
        }
        switch name {
        case "application", "application.messages", "application.watchapp2-container": self = .app
        case "application.on-demand-install-capable": self = .appClip
        case "framework.static": self = .staticFramework
        case "xcframework": self = .framework
        case "library.static": self = .staticLibrary
        case "library.dynamic": self = .dynamicLibrary
        case "bundle.unit-test", "bundle.ocunit-test": self = .unitTests
        case "bundle.ui-testing", "bundle.multidevice-ui-testing": self = .uiTests
        // System and DriverKit extensions are macOS products, not app extensions.
        case "tool", "commandline-tool", "system-extension", "driver-extension": self = .tool
        case "extensionkit-extension", "watchkit-extension", "watchkit2-extension", "tv-app-extension",
            "xcode-extension":
            self = .appExtension
        case "xpc-service", "instruments-package", "metal-library": self = .bundle
        default:
            if name.hasPrefix("app-extension") {
                self = .appExtension
            } else if name.hasPrefix("application.watchapp") {
                self = .watchApp
            } else {
                return nil
            }
        }
    }

    /// Apps, clips, extensions, tests and tools: products that sit above every layer.
    public var isProduct: Bool {
        switch self {
        case .app, .appClip, .appExtension, .unitTests, .uiTests, .watchApp, .tool: true
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary, .bundle, .package, .sdk, .external: false
        }
    }

    /// Package products, SDKs and externals: nodes for what dependency entries name outside the
    /// manifest's targets.
    public var isExternal: Bool { self == .package || self == .sdk || self == .external }

    /// What the nodes of an external type stand for, in the plural, as messages say it: "package
    /// products", "SDKs", "other projects' targets and prebuilt binaries"; the display name otherwise.
    public var nodeDescription: String {
        switch self {
        case .package: "package products"
        case .sdk: "SDKs"
        case .external: "other projects' targets and prebuilt binaries"
        default: displayName
        }
    }

    /// App Clips and app extensions: the small products the rules guard.
    public var isClipOrExtension: Bool { self == .appClip || self == .appExtension }

    /// How messages name the type: "app clip", "app extension", "framework", ...
    public var displayName: String {
        switch self {
        case .app: "app"
        case .appClip: "app clip"
        case .appExtension: "app extension"
        case .framework: "framework"
        case .staticFramework: "static framework"
        case .staticLibrary: "static library"
        case .dynamicLibrary: "dynamic library"
        case .bundle: "bundle"
        case .unitTests: "unit tests"
        case .uiTests: "ui tests"
        case .watchApp: "watch app"
        case .tool: "tool"
        case .package: "package"
        case .sdk: "sdk"
        case .external: "external"
        }
    }
}
