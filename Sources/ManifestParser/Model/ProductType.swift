/// What a target builds.
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

    /// Reads a type as manifests write it: targetlint's names or XcodeGen's product types.
    public init?(manifestName name: String) {
        if let type = ProductType(rawValue: name) {
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
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary, .bundle: false
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
        }
    }
}
