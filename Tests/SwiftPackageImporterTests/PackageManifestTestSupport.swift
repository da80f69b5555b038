@testable import SwiftPackageImporter

/// Reads `text` as `Package.swift`.
func readPackage(_ text: String) -> PackageManifestReader.Result {
    PackageManifestReader.read(Array(text.utf8), file: "Package.swift")
}

/// Each target as `Name(kind): dependency, dependency`, a dependency written `Name`
/// (by name), `target:Name`, `Product@package` or `Product@?`, with `[iOS,macOS]` when conditional.
func targetLines(_ manifest: PackageManifest?) -> [String] {
    (manifest?.targets ?? []).map { target in
        let dependencies = target.dependencies.map { dependency -> String in
            var text: String
            switch dependency.kind {
            case .byName: text = dependency.name
            case .target: text = "target:" + dependency.name
            case .product(let package): text = dependency.name + "@" + (package ?? "?")
            }
            if let platforms = dependency.platforms { text += "[" + platforms.joined(separator: ",") + "]" }
            return text
        }
        return "\(target.name.value)(\(target.kind.rawValue)): " + dependencies.joined(separator: ", ")
    }
}

/// Each product as `Name(kind): target, target`.
func productLines(_ manifest: PackageManifest?) -> [String] {
    (manifest?.products ?? []).map {
        "\($0.name.value)(\($0.kind.rawValue)): " + $0.targets.map(\.value).joined(separator: ", ")
    }
}

/// The warnings of a read as `line:column: message`.
func warningLines(_ result: PackageManifestReader.Result) -> [String] {
    result.unsupported.map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

/// The problems of a read as `line:column: message`.
func problemLines(_ result: PackageManifestReader.Result) -> [String] {
    result.problems.map { "\($0.position?.description ?? "-"): \($0.message)" }
}
