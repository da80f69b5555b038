// swift-tools-version: 6.0
// The libFuzzer target, kept out of the main package. `Scripts/fuzz.sh` compiles it and the modules
// it runs with coverage instrumentation, then links them with libFuzzer, which brings `main`.
import PackageDescription

let package = Package(
    name: "TargetLintFuzz",
    dependencies: [.package(name: "targetlint", path: "..")],
    targets: [
        .target(name: "TargetLintFuzz", dependencies: [.product(name: "TargetLintCLI", package: "targetlint")])
    ],
    swiftLanguageModes: [.v6]
)
