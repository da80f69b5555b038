private typealias Byte = ASCIIByte

extension SwiftTokenizer {
    /// What is open while a string literal is skipped: a string, or an interpolation `\(...)` in one.
    private enum Frame {
        /// A string: its delimiter's `#` count, whether it is a `"""` string, and where it starts.
        case string(hashes: Int, multiline: Bool, start: TextPosition)
        /// An interpolation, with the parentheses open in it and the string it is in.
        case interpolation(parentheses: Int, string: TextPosition)
    }

    /// Skips the string literal that starts at the cursor (at `"` or at the `#`s of a raw string),
    /// with every interpolation in it and the strings those hold, keeping lines counted.
    /// - Returns: whether the literal holds an interpolation.
    /// - Throws: at the start of a string that is not closed (a `"` string by the end of its line).
    mutating func skipString() throws(SyntaxError) -> Bool {
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
                    cursor.index += 1
                }
            case .interpolation(let parentheses, let string):
                _ = try skipBlanks()
                guard !cursor.isAtEnd else {
                    throw SyntaxError("unterminated interpolation in a string; expected ')'", at: string)
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
                    cursor.index += 1
                }
            }
        }
        return isInterpolated
    }

    /// Reads the opening delimiter at the cursor and pushes its string.
    private mutating func openString(onto stack: inout [Frame]) throws(SyntaxError) {
        let start = cursor.position()
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

    private func unterminated(at start: TextPosition, hashes: Int, multiline: Bool) -> SyntaxError {
        let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        return SyntaxError("unterminated string; expected a closing '\(delimiter)'", at: start)
    }
}
