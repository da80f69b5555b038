extension String {
    /// The string with each ASCII byte that `replacement` maps to a spelling written as that spelling,
    /// in one pass over its UTF-8 bytes; the string itself when no byte is replaced. An ASCII byte is
    /// never part of a longer UTF-8 sequence, so every other character is copied as it is.
    func replacingASCII(_ replacement: (UInt8) -> StaticString?) -> String {
        guard utf8.contains(where: { $0 < 0x80 && replacement($0) != nil }) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if byte < 0x80, let spelling = replacement(byte) {
                spelling.withUTF8Buffer { bytes.append(contentsOf: $0) }
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
