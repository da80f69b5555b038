private typealias Byte = ASCIIByte

extension SwiftTokenizer {
    /// What is open while a string literal is skipped: a string, or an interpolation `\(...)` in one.
    private enum Frame {
        /// A string: its delimiter's `#` count, whether it is a `"""` string, and where it starts.
        case string(hashes: Int, multiline: Bool, start: ByteCursor.Mark)
        /// An interpolation, with the parentheses open in it and the string it is in.
        case interpolation(parentheses: Int, string: ByteCursor.Mark)
    }

    /// Skips the string literal that starts at the cursor (at `"` or at the `#`s of a raw string),
    /// with every interpolation in it and the strings those hold, keeping lines counted.
    /// - Returns: whether the literal holds an interpolation.
    /// - Throws: at the start of a string that is not closed (a `"` string by the end of its line).
    mutating func skipString() throws(SyntaxError) -> Bool {
        if skipPlainString() { return false }
        var stack: [Frame] = []
        var isInterpolated = false
        try openString(onto: &stack)
        while let top = stack.last {
            switch top {
            case .string(let hashes, let multiline, let start):
                guard !cursor.isAtEnd else { throw unterminated(at: start, hashes: hashes, multiline: multiline) }
                let byte = cursor.current
                if byte == Byte.doubleQuote, closes(hashes: hashes, multiline: multiline) {
                    cursor.index += (multiline ? 3 : 1) + hashes
                    stack.removeLast()
                } else if byte == Byte.backslash && hashCount(from: cursor.index + 1) >= hashes {
                    cursor.index += 1 + hashes
                    if cursor.current == Byte.leftParenthesis {
                        cursor.index += 1
                        stack.append(.interpolation(parentheses: 1, string: start))
                        isInterpolated = isInterpolated || stack.count == 2
                    } else if !cursor.isAtEnd {
                        if !multiline && (cursor.current == Byte.lineFeed || cursor.current == Byte.carriageReturn) {
                            throw unterminated(at: start, hashes: hashes, multiline: multiline)
                        }
                        cursor.advance()
                    }
                } else if byte == Byte.lineFeed || byte == Byte.carriageReturn {
                    guard multiline else { throw unterminated(at: start, hashes: hashes, multiline: multiline) }
                    cursor.consumeBreak()
                } else {
                    // On to the next byte that may end the string, escape or break its line.
                    cursor.index += 1
                    let bytes = cursor.bytes
                    while cursor.index < bytes.count {
                        let byte = bytes[cursor.index]
                        if byte == Byte.doubleQuote || byte == Byte.backslash || byte == Byte.lineFeed
                            || byte == Byte.carriageReturn
                        {
                            break
                        }
                        cursor.index += 1
                    }
                }
            case .interpolation(let parentheses, let string):
                _ = try skipBlanks()
                guard !cursor.isAtEnd else {
                    throw SyntaxError(
                        "unterminated interpolation in a string; expected ')'", at: cursor.position(of: string))
                }
                let byte = cursor.current
                if byte == Byte.leftParenthesis || byte == Byte.rightParenthesis {
                    cursor.index += 1
                    let open = parentheses + (byte == Byte.leftParenthesis ? 1 : -1)
                    stack[stack.count - 1] = .interpolation(parentheses: open, string: string)
                    if open == 0 { stack.removeLast() }
                } else if opensString(at: cursor.index) {
                    guard stack.count < Self.maximumStringNesting else {
                        throw SyntaxError(
                            "strings nest in interpolations deeper than \(Self.maximumStringNesting) levels",
                            at: cursor.position())
                    }
                    try openString(onto: &stack)
                } else {
                    // On past the bytes of a name or an operator, which none of the cases above
                    // starts with.
                    cursor.index += 1
                    let bytes = cursor.bytes
                    while cursor.index < bytes.count && Self.isIdentifierContinuation(bytes[cursor.index]) {
                        cursor.index += 1
                    }
                }
            }
        }
        return isInterpolated
    }

    /// Skips a string literal at the cursor that is one `"` string with no escape, interpolation
    /// or line break in it, most of a program's: in one loop, with nothing put on a stack.
    /// - Returns: whether it was one; if not, the cursor has not moved.
    private mutating func skipPlainString() -> Bool {
        let bytes = cursor.bytes
        var index = cursor.index
        guard bytes[index] == Byte.doubleQuote else { return false }
        index += 1
        // `""` and a third `"` opens a multi-line string.
        if index + 1 < bytes.count && bytes[index] == Byte.doubleQuote && bytes[index + 1] == Byte.doubleQuote {
            return false
        }
        while index < bytes.count {
            switch bytes[index] {
            case Byte.doubleQuote:
                cursor.index = index + 1
                return true
            case Byte.backslash, Byte.lineFeed, Byte.carriageReturn:
                return false
            default:
                index += 1
            }
        }
        return false
    }

    /// Reads the opening delimiter at the cursor and pushes its string.
    private mutating func openString(onto stack: inout [Frame]) throws(SyntaxError) {
        let start = cursor.mark
        let hashes = hashCount(from: cursor.index)
        cursor.index += hashes + 1
        let multiline = cursor.current == Byte.doubleQuote && cursor.byte(at: cursor.index + 1) == Byte.doubleQuote
        if multiline { cursor.index += 2 }
        stack.append(.string(hashes: hashes, multiline: multiline, start: start))
    }

    /// Whether a string literal opens at `offset`: a `"`, or the `#`s of a raw string and its `"`.
    func opensString(at offset: Int) -> Bool {
        cursor.byte(at: offset + hashCount(from: offset)) == Byte.doubleQuote
    }

    /// The number of `#` at `offset` and after.
    private func hashCount(from offset: Int) -> Int {
        var index = offset
        while cursor.byte(at: index) == Byte.hash { index += 1 }
        return index - offset
    }

    /// True when the `"` at the cursor closes a string with this delimiter.
    private func closes(hashes: Int, multiline: Bool) -> Bool {
        var index = cursor.index + 1
        if multiline {
            guard cursor.byte(at: index) == Byte.doubleQuote && cursor.byte(at: index + 1) == Byte.doubleQuote else {
                return false
            }
            index += 2
        }
        return hashCount(from: index) >= hashes
    }

    private func unterminated(at start: ByteCursor.Mark, hashes: Int, multiline: Bool) -> SyntaxError {
        let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        return SyntaxError("unterminated string; expected a closing '\(delimiter)'", at: cursor.position(of: start))
    }
}
