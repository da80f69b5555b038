import ProjectModel

extension ManifestValue {
    /// Copies a parsed YAML node of `file`, locating every node and key in that file.
    ///
    /// Recurses once per level of nesting, which the YAML parser bounds.
    package init(_ node: YAMLNode, file: String) {
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

extension ManifestValue {
    /// Reads a document in the YAML subset (JSON included, as its flow style) into located values,
    /// for files other than manifests that targetlint reads, such as a baseline.
    /// - Returns: the document's root, or nil when it is empty.
    /// - Throws: the parse error, located in `file`.
    public static func parseDocument(_ bytes: [UInt8], file: String) throws(InputError) -> ManifestValue? {
        do {
            return try YAMLParser().parse(bytes).root.map { ManifestValue($0, file: file) }
        } catch {
            throw InputError([
                InputProblem(error.message, at: SourceLocation(file: file, position: error.position))
            ])
        }
    }
}
