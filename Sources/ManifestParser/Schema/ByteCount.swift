/// A size in bytes, written in manifests as a number and a unit: `600 KB`, `1.4 MB`, `512 KiB`.
/// `KB`, `MB` and `GB` are decimal, as the App Store counts; `KiB`, `MiB` and `GiB` are binary.
public struct ByteCount: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number of bytes.
    public var bytes: Int64

    /// Creates a size.
    public init(bytes: Int64) {
        self.bytes = bytes
    }

    private static let units: [(name: String, factor: Int64)] = [
        ("B", 1), ("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000),
        ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30),
    ]

    /// Parses `<number> <unit>`; the number may have a decimal fraction and the space is optional.
    /// Returns nil for anything else, a bare number included, and for sizes too large to count in
    /// an `Int64`.
    public init?(parsing text: String) {
        let characters = Array(text.utf8)
        var index = 0
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionScale: Int64 = 1
        var digits = 0
        while index < characters.count, let digit = Self.digit(characters[index]) {
            guard whole < 1_000_000_000_000 else { return nil }
            whole = whole * 10 + digit
            index += 1
            digits += 1
        }
        if index < characters.count && characters[index] == UInt8(ascii: ".") {
            index += 1
            while index < characters.count, let digit = Self.digit(characters[index]) {
                if fractionScale < 1_000_000_000 {
                    fraction = fraction * 10 + digit
                    fractionScale *= 10
                }
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        while index < characters.count && characters[index] == UInt8(ascii: " ") { index += 1 }
        let unit = String(decoding: characters[index...], as: UTF8.self)
        guard let factor = Self.units.first(where: { $0.name.lowercased() == unit.lowercased() })?.factor else {
            return nil
        }
        let (wholeBytes, overflow) = whole.multipliedReportingOverflow(by: factor)
        let (total, carry) = wholeBytes.addingReportingOverflow(fraction * factor / fractionScale)
        guard !overflow && !carry else { return nil }
        bytes = total
    }

    private static func digit(_ byte: UInt8) -> Int64? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
    }

    /// The size in decimal units with one decimal where it helps: `600 KB`, `1.4 MB`, `15 MB`.
    public var description: String {
        let (unit, factor): (String, Int64) =
            bytes >= 1_000_000_000
            ? ("GB", 1_000_000_000) : bytes >= 1_000_000 ? ("MB", 1_000_000) : bytes >= 1_000 ? ("KB", 1_000) : ("B", 1)
        let tenths = (bytes * 10 + factor / 2) / factor
        return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
    }

    public static func < (lhs: ByteCount, rhs: ByteCount) -> Bool { lhs.bytes < rhs.bytes }
    public static func + (lhs: ByteCount, rhs: ByteCount) -> ByteCount { ByteCount(bytes: lhs.bytes + rhs.bytes) }
}
