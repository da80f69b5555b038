import TextOutput

extension ByteSink {
    /// Writes a document made of a start, `count` parts and an end, through a buffer handed to the
    /// sink a chunk of about 64 KiB at a time, so that a document of any size passes through that
    /// much memory; once the sink closes, the parts left and the end are not written.
    ///
    /// Parts are numbered rather than taken from a sequence: the loop runs generic over the sink,
    /// and a sequence's iterator called through its witness table cost a JSON report of 33,000
    /// findings 6 % more instructions.
    mutating func writeDocument(
        start: (inout TextBuffer) -> Void = { _ in },
        count: Int,
        part: (Int, inout TextBuffer) -> Void,
        end: (inout TextBuffer) -> Void = { _ in }
    ) {
        var output = TextBuffer.forStreaming()
        start(&output)
        for index in 0..<count {
            part(index, &output)
            guard output.flushIfFull(to: &self) else { return }
        }
        end(&output)
        output.flush(to: &self)
    }
}
