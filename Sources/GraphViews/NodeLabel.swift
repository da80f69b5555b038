import GraphModel
import ManifestParser
import Rules

extension ProjectGraph {
    /// `DesignSystem (framework, core)`, or `ShopClip (app clip)` for a product, as trees and paths
    /// name a target.
    public func label(of target: Int) -> String {
        let type = targets[target].type.displayName
        guard let layer = layers[target] else { return "\(displayNames[target]) (\(type))" }
        return "\(displayNames[target]) (\(type), \(layer))"
    }
}
