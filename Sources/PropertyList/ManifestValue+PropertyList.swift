import ProjectModel

extension ManifestValue {
    /// Copies a property list node of `file` (an `Info.plist`, an `.entitlements` file), locating every
    /// value and key in that file, so that a rule reading `info["NSExtension"]` can say where it is.
    ///
    /// Dictionaries become maps in the order written and arrays lists; every scalar becomes a string,
    /// as in a manifest: strings, integers, reals and dates as written, booleans as `true` or `false`,
    /// data as `<hex>`. A string that names build settings is what `built` makes of it, as the build
    /// writes it into the product: when that is nil (unknown), a null scalar, which no rule reads as
    /// a value. Recurses once per level of nesting, which ``PropertyListParser/Options/maximumDepth``
    /// bounds.
    package init(
        _ list: PropertyList, _ id: PropertyList.NodeID, file: String,
        built: (String, SourceLocation) -> String? = { text, _ in text }
    ) {
        let location = SourceLocation(file: file, position: list.position(id))
        switch list[id].value {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "$")):
            let value = built(text, location)
            self.init(.scalar(value ?? text, isNull: value == nil), at: location)
        case .string(let text), .integer(let text), .real(let text), .date(let text):
            self.init(.scalar(text, isNull: false), at: location)
        case .boolean(let value):
            self.init(.scalar(value ? "true" : "false", isNull: false), at: location)
        case .data(let bytes):
            let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            self.init(.scalar("<\(hex)>", isNull: false), at: location)
        case .array:
            self.init(
                .sequence(list.items(of: id).map { ManifestValue(list, $0, file: file, built: built) }), at: location)
        case .dictionary:
            let pairs = list.entries(of: id).map { entry in
                ManifestValuePair(
                    key: entry.key, at: SourceLocation(file: file, position: entry.keyPosition),
                    value: ManifestValue(list, entry.value, file: file, built: built))
            }
            self.init(.mapping(pairs), at: location)
        }
    }
}
