import Project
import ProjectModel

/// The Swift module each node of a graph is imported as, and the nodes each module name stands for.
///
/// A target's module is its `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME`, else its name, with
/// the characters an identifier cannot hold made `_`, as Xcode does; a package product's, a local
/// package module's and a prebuilt framework's is its name. SDKs, test bundles and resource
/// bundles are imported as no module of the graph.
struct ModuleNames: Sendable {
    /// Each node's module; nil for a node no file imports.
    let moduleOf: [String?]
    /// The nodes each module name stands for: usually one, a target and a package product of the
    /// same name both.
    let nodesNamed: [String: [Int]]

    init(graph: ProjectGraph) {
        var moduleOf: [String?] = []
        moduleOf.reserveCapacity(graph.targets.count)
        var nodesNamed: [String: [Int]] = [:]
        for id in graph.targets.indices {
            let module = Self.module(of: graph.targets[id])
            moduleOf.append(module)
            if let module { nodesNamed[module, default: []].append(id) }
        }
        self.moduleOf = moduleOf
        self.nodesNamed = nodesNamed
    }

    private static func module(of target: TargetDeclaration) -> String? {
        switch target.type {
        case .sdk, .bundle, .unitTests, .uiTests: return nil
        case .external:
            // `Vendor/Lottie.xcframework` is imported as `Lottie`.
            var name = Substring(target.name.split(separator: "/").last ?? Substring(target.name))
            if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
            return identifier(String(name))
        default:
            break
        }
        let settings = target.settings
        let configuration = settings.resolved.values.map(\.name).min() ?? "Release"
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            if let value = settings.value(of: key, in: configuration)?.value.value, !value.isEmpty, !value.contains("$")
            {
                return identifier(value)
            }
        }
        return identifier(String(target.name.split(separator: "/").last ?? Substring(target.name)))
    }

    /// `name` as a Swift identifier: each character that cannot be in one made `_`, and a leading
    /// digit preceded by `_`.
    static func identifier(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let allowed =
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "_" || scalar.value >= 0x80
            scalars.append(allowed ? scalar : "_")
        }
        var result = String(scalars)
        if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "_" + result }
        return result
    }
}
