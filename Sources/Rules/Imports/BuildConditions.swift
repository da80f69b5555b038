import ProjectModel
import SourceText

/// What one target's build in one configuration knows when it evaluates `#if`: its compilation
/// condition flags, its platform, whether it is a package target, and the modules it can import.
struct BuildConditions {
    /// The flags set: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`, as the
    /// configuration resolves them; `DEBUG` in a debug configuration; `APPCLIP` in an App Clip.
    var flags: Set<String>
    /// Whether every flag set is known, so that one not in ``flags`` is unset: false where the
    /// settings are not read from the project (a targetlint manifest, a package's `swiftSettings`)
    /// or name a variable or xcconfig file targetlint cannot read.
    var flagsKnown: Bool
    /// The platform, as `os()` spells it: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`; nil when
    /// the target builds for several.
    var platform: String?
    /// `targetEnvironment(macCatalyst)`: no, or unknown where the target supports Mac Catalyst.
    var macCatalyst: ConditionValue
    /// Whether `canImport(X)` holds: from the graph's modules, then the platform's SDK.
    var canImport: (String) -> ConditionValue

    /// The value of a flag or test.
    func value(of term: CompilationCondition.Term) -> ConditionValue {
        switch term {
        case .flag(let name):
            if flags.contains(name) { return .yes }
            return flagsKnown ? .no : .unknown
        case .test(let name, let argument):
            return test(name, argument)
        default:
            return .unknown
        }
    }

    private func test(_ name: String, _ argument: String) -> ConditionValue {
        switch name {
        case "os":
            guard let platform else { return .unknown }
            let asked = argument == "OSX" ? "macOS" : argument
            return asked == platform ? .yes : .no
        case "targetEnvironment":
            switch argument {
            case "macCatalyst": return macCatalyst
            case "simulator": return platform == "macOS" ? .no : .unknown
            default: return .no
            }
        // The compilers that build a project today are newer than any version it tests for.
        case "swift", "compiler": return argument.hasPrefix(">=") ? .yes : argument.hasPrefix("<") ? .no : .unknown
        case "canImport":
            let module = argument.split(separator: ",").first.map(String.init) ?? argument
            return canImport(module.split(separator: ".").first.map(String.init) ?? module)
        case "_runtime": return argument == "_ObjC" ? .yes : .no
        default: return .unknown
        }
    }

    /// The flags `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS` set, and whether
    /// all of them are known: a `$(VARIABLE)` other than `$(inherited)` is not.
    static func flags(
        activeConditions: String?, otherSwiftFlags: String?
    ) -> (flags: Set<String>, known: Bool) {
        var flags: Set<String> = []
        var known = true
        for word in (activeConditions ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if word.hasPrefix("$(") || word.hasPrefix("${") {
                if word != "$(inherited)" && word != "${inherited}" { known = false }
                continue
            }
            flags.insert(String(word))
        }
        let words = (otherSwiftFlags ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" })
        for (index, word) in words.enumerated() {
            if word == "-D", index + 1 < words.count {
                flags.insert(String(words[index + 1]))
            } else if word.hasPrefix("-D") {
                flags.insert(String(word.dropFirst(2)))
            } else if word.hasPrefix("$(") && word != "$(inherited)" {
                known = false
            }
        }
        return (flags, known)
    }

    /// Modules of each platform's SDK that a project's code tests for with `canImport`; a module
    /// in none of them, and in no graph, is not known.
    static func sdkHas(_ module: String, platform: String?) -> ConditionValue {
        guard let platform else { return .unknown }
        if commonSDKModules.contains(module) { return .yes }
        switch module {
        case "UIKit": return platform == "macOS" ? .no : .yes
        case "AppKit", "Cocoa": return platform == "macOS" ? .yes : .no
        case "WatchKit", "ClockKit": return platform == "watchOS" ? .yes : .no
        case "TVUIKit", "TVServices": return platform == "tvOS" ? .yes : .no
        case "RealityKit", "ARKit":
            return platform == "iOS" || platform == "visionOS" || platform == "macOS" ? .yes : .no
        case "ActivityKit", "AppClip", "CarPlay", "Messages", "CoreNFC", "CoreTelephony":
            return platform == "iOS" ? .yes : .no
        default: return .unknown
        }
    }

    private static let commonSDKModules: Set<String> = [
        "Foundation", "Swift", "Darwin", "Dispatch", "ObjectiveC", "Combine", "SwiftUI", "CoreData", "CoreGraphics",
        "CoreImage", "CoreLocation", "CoreMotion", "CoreML", "CryptoKit", "Security", "StoreKit", "WidgetKit",
        "UserNotifications", "AVFoundation", "AVKit", "MapKit", "Network", "OSLog", "os", "SwiftData",
        "AuthenticationServices", "LocalAuthentication", "Photos", "PhotosUI", "QuartzCore", "WebKit",
        "CloudKit", "Contacts", "EventKit", "GameKit", "HealthKit", "Intents", "MetricKit", "Observation",
        "PassKit", "SafariServices", "Speech", "UniformTypeIdentifiers", "Vision", "XCTest", "Testing",
        "Accelerate", "AppIntents", "BackgroundTasks", "Charts", "CoreBluetooth", "CoreHaptics", "CoreText",
        "CoreVideo", "CoreMedia", "CoreAudio", "GameController", "ImageIO", "LinkPresentation", "Metal",
        "MetalKit", "MultipeerConnectivity", "NaturalLanguage", "QuickLook", "SceneKit", "SpriteKit",
        "SystemConfiguration", "WatchConnectivity", "CoreSpotlight", "CoreServices",
    ]
}
