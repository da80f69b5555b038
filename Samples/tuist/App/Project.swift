import ProjectDescription

let project = Project(
    name: "Brew",
    settings: .settings(base: ["SWIFT_VERSION": "6.0"]),
    targets: [
        .target(
            name: "Brew",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.brew",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .default,
            sources: ["Sources/**"],
            entitlements: "Brew.entitlements",
            dependencies: [
                .target(name: "BrewClip"),
                .target(name: "BrewWidget"),
                .project(target: "FeatureMenu", path: "../Modules/FeatureMenu"),
                .sdk(name: "StoreKit", type: .framework),
            ]
        ),
        .target(
            name: "BrewClip",
            destinations: .iOS,
            product: .appClip,
            bundleId: "com.example.brew.Clip",
            deploymentTargets: .iOS("16.0"),
            sources: ["Clip/**"],
            entitlements: "Clip/BrewClip.entitlements",
            dependencies: [
                .project(target: "DesignSystem", path: "../Modules/DesignSystem"),
                .project(target: "FeatureMenu", path: "../Modules/FeatureMenu"),
            ]
        ),
        .target(
            name: "BrewWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.brew.widget",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .extendingDefault(with: [
                "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
            ]),
            sources: ["Widget/**"],
            entitlements: .dictionary([
                "com.apple.security.application-groups": ["group.com.example.brew.widget"],
            ]),
            dependencies: [
                .project(target: "DesignSystem", path: "../Modules/DesignSystem"),
            ]
        ),
    ]
)
