import ProjectModel

/// Tuist's product names (`Product`'s raw values in ProjectDescription, as `tuist dump` prints them,
/// and in XcodeGraph, as `tuist graph` writes them) and the target types they make.
enum TuistProduct {
    /// The type a Tuist product makes; nil for a name Tuist does not use.
    static func type(_ name: String) -> ProductType? {
        switch name {
        case "app": .app
        case "appClip": .appClip
        case "app_extension", "extension_kit_extension", "watch2Extension", "tvTopShelfExtension",
            "messagesExtension", "sticker_pack_extension", "stickerPackExtension", "extensionKitExtension",
            "appExtension", "watch_2_extension", "tv_top_shelf_extension", "messages_extension":
            .appExtension
        case "watch2App", "watch_2_app": .watchApp
        case "framework": .framework
        case "staticFramework": .staticFramework
        case "static_library", "staticLibrary": .staticLibrary
        case "dynamic_library", "dynamicLibrary": .dynamicLibrary
        case "bundle": .bundle
        case "unit_tests", "unitTests": .unitTests
        case "ui_tests", "uiTests": .uiTests
        case "commandLineTool", "xpc", "systemExtension", "system_extension", "macro": .tool
        default: nil
        }
    }

    /// The extension points of the extension products that name theirs without an Info.plist key.
    static let implicitExtensionPoints = [
        "watch2Extension": "com.apple.watchkit", "watch_2_extension": "com.apple.watchkit",
        "messagesExtension": "com.apple.message-payload-provider",
        "messages_extension": "com.apple.message-payload-provider",
        "tv_top_shelf_extension": "com.apple.tv-top-shelf",
        "sticker_pack_extension": "com.apple.message-payload-provider",
        "stickerPackExtension": "com.apple.message-payload-provider",
        "tvTopShelfExtension": "com.apple.tv-top-shelf",
    ]
}
