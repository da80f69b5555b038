import ProjectModel
import SourceText
import SwiftManifest

extension PackageManifestBuilder {
    /// Whether a closure in `value` names targets, products or dependencies.
    static func mentionsGraph(_ value: SwiftExpression) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .closure(let mentionsGraph): if mentionsGraph { return true }
            case .member(let base, _): pending.append(base)
            case .call(let callee, let arguments, _):
                pending.append(callee)
                pending.append(contentsOf: arguments.map(\.value))
            case .array(let items): pending.append(contentsOf: items)
            case .sum(let terms): pending.append(contentsOf: terms)
            default: break
            }
        }
        return false
    }

    /// The factories of PackageDescription that declare a target, a product, a dependency of a
    /// target or a package dependency.
    static let graphFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "binaryTarget", "systemLibrary", "macro", "plugin", "library",
        "executable", "product", "byName", "package",
    ]

    /// Whether `value` calls a factory of ``graphFactories`` (`.target(name:)`, `.product(name:)`).
    static func declaresGraph(_ value: SwiftExpression) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .call(let callee, let arguments, _):
                if let (name, isFactory) = callee.memberName, isFactory, graphFactories.contains(name) { return true }
                pending.append(contentsOf: arguments.map(\.value))
            case .array(let items): pending.append(contentsOf: items)
            case .sum(let terms): pending.append(contentsOf: terms)
            default: break
            }
        }
        return false
    }

    /// Whether the member chain `value` passes through `dependencies`, `products`, `targets` or `name`.
    static func namesGraphField(_ value: SwiftExpression) -> Bool {
        var current = value
        while true {
            switch current.kind {
            case .member(let base, let name):
                if ["dependencies", "products", "targets", "name"].contains(name) { return true }
                current = base
            case .call(let callee, _, _): current = callee
            default: return false
            }
        }
    }

    /// Whether `value` calls a method other than `forEach` on a chain through a graph field
    /// (`package.targets.removeAll(...)`).
    static func changesGraphField(_ value: SwiftExpression) -> Bool {
        guard case .call(let callee, _, _) = value.kind, case .member(let base, let method) = callee.kind else {
            return false
        }
        return method != "forEach" && namesGraphField(base)
    }
}
