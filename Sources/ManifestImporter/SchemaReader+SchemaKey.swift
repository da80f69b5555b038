import ProjectModel
import YAML

extension SchemaReader {
    /// A mapping's pairs, after checking every key is one of `keys`; as
    /// ``mapping(_:_:keys:allowingExtensions:)-(_,_,[String],_)`` does, finding each key in the
    /// type's table.
    package mutating func mapping<Key: SchemaKey>(
        _ node: YAMLNode, _ what: @autoclosure () -> String, keys: Key.Type, allowingExtensions: Bool = false
    ) -> YAMLNode.Pairs? {
        mapping(node.id, in: node.storage, what(), keys: keys, allowingExtensions: allowingExtensions)
    }

    /// ``mapping(_:_:keys:allowingExtensions:)-(_,_,Key.Type,_)`` of the node `id` of `document`,
    /// read without a node.
    package mutating func mapping<Key: SchemaKey>(
        _ id: Int, in document: YAMLStorage, _ what: @autoclosure () -> String, keys: Key.Type,
        allowingExtensions: Bool = false
    ) -> YAMLNode.Pairs? {
        let entry = document.entries[id]
        guard entry.kind == .mapping else {
            let node = YAMLNode(document, id)
            fail(ShapeMessage.expected("a map", for: what(), found: node.kindDescription), at: node.position)
            return nil
        }
        return checkedPairs(
            YAMLNode.Pairs(document, entry), what(), spellings: Key.spellings, allowingExtensions: allowingExtensions
        ) { key in
            Key.spellingTable.key(key) != nil
        }
    }
}
