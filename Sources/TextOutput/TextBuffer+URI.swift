extension TextBuffer {
    private static let upperHexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends a `/`-separated file path as the path of a URI reference: every byte but the
    /// unreserved characters of RFC 3986 (letters, digits, `-`, `.`, `_`, `~`) and `/` is
    /// percent-encoded, so spaces, `#`, `?`, `%`, `:` and non-ASCII names survive.
    package mutating func appendURIPath(_ path: String) {
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                append(byte: byte)
            default:
                append(byte: UInt8(ascii: "%"))
                append(byte: Self.upperHexDigits[Int(byte >> 4)])
                append(byte: Self.upperHexDigits[Int(byte & 0xF)])
            }
        }
    }
}
