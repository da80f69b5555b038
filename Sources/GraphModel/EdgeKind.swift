/// How a dependency edge behaves.
///
/// The raw value is also the bit position of the kind inside an ``EdgeKinds`` mask.
public enum EdgeKind: UInt8, Sendable, Hashable {
    /// The source links against the destination.
    case link
    /// The source embeds the destination in its bundle.
    case embed
    /// The source needs the destination built first but neither links nor embeds it (XcodeGen's
    /// `link: false`).
    case build
}
