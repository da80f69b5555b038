import ProjectModel

extension Diagnostic {
    /// The diagnostic with its message, target, path, file and cause as the spec writes them.
    public func redacted(by redaction: VariableRedaction) -> Diagnostic {
        guard !redaction.isEmpty else { return self }
        var copy = self
        copy.message = redaction.redact(message)
        copy.target = redaction.redact(target)
        copy.path = path?.map(redaction.redact)
        copy.location.file = redaction.redact(location.file)
        if var cause {
            cause.from = redaction.redact(cause.from)
            cause.to = redaction.redact(cause.to)
            cause.location.file = redaction.redact(cause.location.file)
            copy.cause = cause
        }
        return copy
    }
}
