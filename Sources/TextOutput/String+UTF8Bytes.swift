extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native string, without the copy
    /// and reference counting of `withUTF8` on a `var`; copied into contiguous storage otherwise.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = self
        return contiguous.withUTF8(body)
    }
}
