extension ManifestValue {
    /// Copies a parsed YAML node of `file`, locating every node and key in that file.
    ///
    /// Recurses once per level of nesting, which the YAML parser bounds.
    init(_ node: YAMLNode, file: String) {
        let location = SourceLocation(file: file, position: node.position)
        switch node.content {
        case .scalar(let scalar):
            self.init(.scalar(scalar.text, isNull: node.isNull), at: location)
        case .sequence(let items):
            self.init(.sequence(items.map { ManifestValue($0, file: file) }), at: location)
        case .mapping(let pairs):
            self.init(
                .mapping(
                    pairs.map {
                        ManifestValuePair(
                            key: $0.key, at: SourceLocation(file: file, position: $0.keyPosition),
                            value: ManifestValue($0.value, file: file))
                    }),
                at: location)
        }
    }
}
