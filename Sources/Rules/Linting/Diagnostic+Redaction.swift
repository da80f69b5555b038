import ManifestParser

extension Diagnostic {
    /// The diagnostic with its message, target, path and file as the spec writes them.
    public func redacted(by redaction: VariableRedaction) -> Diagnostic {
        guard !redaction.isEmpty else { return self }
        var copy = self
        copy.message = redaction.redact(message)
        copy.target = redaction.redact(target)
        copy.path = path?.map(redaction.redact)
        copy.location.file = redaction.redact(location.file)
        return copy
    }
}
