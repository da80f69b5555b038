import ProjectModel

/// A Tuist project as Tuist describes it (`tuist dump project`, or a project of `tuist graph`):
/// what targetlint needs of it, with no positions. ``TuistProjectDumpReader`` and
/// ``TuistGraphReader`` make it; ``TuistTargetBuilder`` turns it into declarations.
struct TuistProjectDump: Sendable, Hashable {
    /// The project's name.
    var name: String
    /// Its targets, in the order the manifest gives them.
    var targets: [Target] = []
    /// The project's settings, which its targets' override.
    var settings = Settings()

    /// One target.
    struct Target: Sendable, Hashable {
        var name: String
        /// Where the manifest writes it, when it was read from the manifest's text.
        var location: SourceLocation?
        /// Tuist's product name, `app`, `appClip`, `app_extension`, ...
        var product: String
        var bundleID: String?
        /// Tuist 4's destinations (`iPhone`, `iPad`, `mac`, ...) or Tuist 3's platform, lowercased
        /// as Tuist's platform filters spell them: `ios`, `macos`, `tvos`, `watchos`, `visionos`.
        var platforms: [String] = []
        /// The iOS deployment target.
        var deploymentTarget: String?
        var dependencies: [Dependency] = []
        var entitlements: PropertyListSource?
        /// The sources' paths and patterns, for the rules that read Swift sources.
        var sources: [TuistPath] = []
        /// The resources' paths and patterns, to tell whether it compiles an asset catalog; nil
        /// when they could not be read.
        var resources: [TuistPath]? = []
        var infoPlist: PropertyListSource?
        var settings = Settings()
    }

    /// A project's or target's `settings:`.
    struct Settings: Sendable, Hashable {
        /// `base`, for every configuration.
        var base: [String: String] = [:]
        /// The configurations it names, in order; none for Tuist's `Debug` and `Release`.
        var configurations: [Configuration] = []
        /// What Tuist writes beneath them (`defaultSettings:`).
        var defaults = TuistDefaultSettings()
        /// Whether the manifest gives `settings:` at all: a target without takes the project's
        /// defaults, one with takes its own (`.recommended` unless it says).
        var isWritten = false
    }

    /// One build configuration: its own values over `base`, and the xcconfig file beneath both.
    struct Configuration: Sendable, Hashable {
        var name: String
        /// `debug` or `release`: which of Tuist's defaults apply.
        var variant = "release"
        var values: [String: String] = [:]
        var xcconfig: TuistPath?
    }

    /// Where a target's entitlements or Info.plist come from.
    enum PropertyListSource: Sendable, Hashable {
        /// A file, by its path relative to the project root's folder as Tuist resolves it.
        case file(TuistPath)
        /// Values written in the manifest.
        case values(ManifestValue)
    }

    /// One dependency of a target.
    struct Dependency: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// A target of the same project.
            case target
            /// A target of the project in the folder `path`.
            case project(path: TuistPath)
            /// A product of a package: `.external` or `.package`.
            case package
            case sdk
            /// A prebuilt framework, xcframework or library, by path.
            case framework
        }

        var kind: Kind
        var name: String
        /// Where the manifest writes it, when it was read from the manifest's text.
        var location: SourceLocation?
        /// False for what is built but not linked: `status: .none`, a macro, a plugin.
        var links = true
        /// The platforms Tuist's condition keeps it for (`ios`, ...); nil without a condition.
        var platforms: Set<String>?
    }
}

/// A path as Tuist's `Path` writes it, with what it is relative to.
struct TuistPath: Sendable, Hashable {
    enum Base: Sendable, Hashable {
        /// The manifest's folder (`"App"`, `.relativeToManifest`).
        case manifest
        /// The folder Tuist takes as the root (`"//App"`, `.relativeToRoot`).
        case root
        /// The Swift file that wrote it, by its absolute path (`.relativeToCurrentFile`).
        case file(String)
        /// An absolute path, as `tuist graph` writes them.
        case absolute
    }

    var base: Base
    var path: String
}
