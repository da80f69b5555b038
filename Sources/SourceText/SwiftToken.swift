/// One token of Swift source, as ``SwiftTokenizer`` reads it: its kind, where its bytes are, and
/// where it starts in lines and columns.
package struct SwiftToken: Sendable, Hashable {
    /// The kinds of token the package manifest reader tells apart.
    package enum Kind: UInt8, Sendable, Hashable {
        /// A name or keyword, `` `backticked` `` or not, `$0` included.
        case identifier
        /// A string literal of any form: `"..."`, `"""..."""`, `#"..."#`.
        case string
        /// A number, such as `5`, `0x1F` or `1_000.5`.
        case number
        /// One of `( ) [ ] { } , : ; @ . \`.
        case punctuation
        /// A run of operator characters, such as `=`, `+`, `+=`, `==`, `??`, `->` or `...`.
        case `operator`
        /// `#` and the name after it: `#if`, `#else`, `#endif`, `#available`.
        case pound
        /// The end of the text.
        case end
    }

    /// The kind.
    package var kind: Kind
    /// The offset of the token's first byte.
    package var start: Int
    /// The offset after its last byte.
    package var end: Int
    /// Where it starts.
    package var position: TextPosition
    /// Whether a line break (or the start of the file) comes before it, blanks and comments aside.
    package var startsLine: Bool
    /// For a string, whether it holds an interpolation (`\(…)`, or `\#(…)` in a raw string), so
    /// that its value is known only at run time.
    package var isInterpolated = false
}
