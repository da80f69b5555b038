/// A size in bytes, written in manifests as a number and a unit: `600 KB`, `1.4 MB`, `512 KiB`.
/// `KB`, `MB` and `GB` are decimal, as the App Store counts; `KiB`, `MiB` and `GiB` are binary.
///
/// Arithmetic saturates: a sum too large for an `Int64` is ``max``, so that no manifest can make a
/// count overflow, however many large sizes it adds up.
public struct ByteCount: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number of bytes.
    public var bytes: Int64

    /// Creates a size.
    public init(bytes: Int64) {
        self.bytes = bytes
    }

    /// The largest size a manifest may write, 1000 GB: far above any App Clip's limit, and small
    /// enough that millions of such sizes add up without reaching ``max``.
    public static let largestAccepted = ByteCount(bytes: 1_000_000_000_000)

    /// The largest count; sums stop here.
    public static let max = ByteCount(bytes: .max)

    private static let units: [(name: String, factor: Int64)] = [
        ("B", 1), ("KB", 1_000), ("MB", 1_000_000), ("GB", 1_000_000_000),
        ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30),
    ]

    /// Parses `<number> <unit>`; the number may have a decimal fraction and the space is optional.
    /// Returns nil for anything else, a bare number included. A size too large to count in an
    /// `Int64` is ``max``; ``largestAccepted`` says what a manifest may use.
    public init?(parsing text: String) {
        var text = text
        guard let bytes = text.withUTF8(ByteCount.count(parsing:)) else { return nil }
        self.bytes = bytes
    }

    /// The bytes `characters` spell, as ``init(parsing:)`` reads them.
    private static func count(parsing characters: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        var whole: Int64 = 0
        var tooLarge = false
        var fraction: Int64 = 0
        var fractionScale: Int64 = 1
        var digits = 0
        while index < characters.count, let digit = Self.digit(characters[index]) {
            let (shifted, overflow) = whole.multipliedReportingOverflow(by: 10)
            let (next, carry) = shifted.addingReportingOverflow(digit)
            if overflow || carry { tooLarge = true } else { whole = next }
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
        guard let factor = factor(of: UnsafeBufferPointer(rebasing: characters[index...])) else { return nil }
        // The fraction is below 10⁹ and the factor at most 2³⁰, so their product fits.
        let (wholeBytes, overflow) = whole.multipliedReportingOverflow(by: factor)
        let (total, carry) = wholeBytes.addingReportingOverflow(fraction * factor / fractionScale)
        return tooLarge || overflow || carry ? Int64.max : total
    }

    /// The factor of the unit `spelling` names, in any case.
    private static func factor(of spelling: UnsafeBufferPointer<UInt8>) -> Int64? {
        // An ASCII spelling is compared byte for byte, folding case (every unit is letters, and
        // only a letter folds to a letter); only another one needs Unicode's lowercasing, which
        // maps the Kelvin sign to `k`.
        if spelling.allSatisfy({ $0 < 0x80 }) {
            return units.first { unit in
                unit.name.utf8.count == spelling.count
                    && zip(unit.name.utf8, spelling).allSatisfy { $0 | 0x20 == $1 | 0x20 }
            }?.factor
        }
        let unit = String(decoding: spelling, as: UTF8.self).lowercased()
        return units.first { $0.name.lowercased() == unit }?.factor
    }

    private static func digit(_ byte: UInt8) -> Int64? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int64(byte - UInt8(ascii: "0")) : nil
    }

    /// The size in decimal units with one decimal where it helps: `600 KB`, `1.4 MB`, `15 MB`.
    public var description: String {
        guard bytes >= 0 else { return "\(bytes) B" }
        let (unit, factor): (String, Int64) =
            bytes >= 1_000_000_000
            ? ("GB", 1_000_000_000) : bytes >= 1_000_000 ? ("MB", 1_000_000) : bytes >= 1_000 ? ("KB", 1_000) : ("B", 1)
        // Whole units and the rounded tenth apart, so that no size overflows on the way: at most
        // 9,223,372,037 GB times ten.
        let tenths = bytes / factor * 10 + (bytes % factor * 10 + factor / 2) / factor
        return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
    }

    public static func < (lhs: ByteCount, rhs: ByteCount) -> Bool { lhs.bytes < rhs.bytes }

    /// The sum, saturating at ``max`` (and at the smallest count for negative sizes).
    public static func + (lhs: ByteCount, rhs: ByteCount) -> ByteCount {
        let (sum, overflow) = lhs.bytes.addingReportingOverflow(rhs.bytes)
        guard overflow else { return ByteCount(bytes: sum) }
        return ByteCount(bytes: rhs.bytes > 0 ? .max : .min)
    }
}
