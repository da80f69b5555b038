import GraphModel
import Project
import TextOutput

extension ProjectGraph {
    /// `DesignSystem (framework, core)`, or `ShopClip (app clip)` for a product, as trees and paths
    /// name a target; control characters in the name and layer are written visibly.
    public func label(of target: Int) -> String {
        let type = targets[target].type.displayName
        let name = ControlCharacters.escaping(displayNames[target])
        guard let layer = layers[target] else { return "\(name) (\(type))" }
        return "\(name) (\(type), \(ControlCharacters.escaping(layer)))"
    }
}
