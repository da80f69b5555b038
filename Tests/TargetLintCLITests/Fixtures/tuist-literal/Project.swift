import ProjectDescription

// Every target written out, as Tuist's own examples write them.
let project = Project(
    name: "Kiosk",
    settings: .settings(base: ["SWIFT_VERSION": "6.0"]),
    targets: [
        .target(
            name: "Kiosk",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.kiosk",
            deploymentTargets: .iOS("16.0"),
            sources: ["Kiosk/Sources/**"],
            dependencies: [
                .target(name: "KioskClip"),
                .target(name: "CatalogFeature"),
            ]
        ),
        .target(
            name: "KioskClip",
            destinations: .iOS,
            product: .appClip,
            bundleId: "com.example.kiosk.Clip",
            deploymentTargets: .iOS("15.0"),
            sources: ["Clip/Sources/**"],
            dependencies: [
                .target(name: "CatalogFeature")
            ],
            settings: .settings(
                base: ["DEAD_CODE_STRIPPING": "YES", "ASSETCATALOG_COMPILER_OPTIMIZATION": "space"],
                release: ["SWIFT_OPTIMIZATION_LEVEL": "-Osize"]
            )
        ),
        .target(
            name: "CatalogFeature",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.kiosk.catalog",
            sources: ["Catalog/Sources/**"],
            dependencies: [
                .target(name: "CoreKit"),
                .external(name: "Nuke"),
            ]
        ),
        .target(
            name: "CoreKit",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "com.example.kiosk.core",
            sources: ["Core/Sources/**"]
        ),
    ]
)
