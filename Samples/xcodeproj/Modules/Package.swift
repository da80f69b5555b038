// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "OrderingKit", targets: ["OrderingUI"]),
        .library(name: "MenuFeature", targets: ["MenuFeature"]),
        .library(name: "BrewCore", targets: ["BrewCore"]),
    ],
    targets: [
        .target(name: "OrderingUI", dependencies: ["CheckoutFeature", "BrewCore"]),
        .target(name: "CheckoutFeature", dependencies: ["BrewCore"]),
        .target(name: "MenuFeature", dependencies: ["BrewCore", "CheckoutFeature"]),
        .target(name: "BrewCore"),
        .testTarget(name: "BrewCoreTests", dependencies: ["BrewCore"]),
    ]
)
