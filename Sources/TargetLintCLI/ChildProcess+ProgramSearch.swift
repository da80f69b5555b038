import ProjectModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ChildProcess {
    /// The file that runs as `program` in a child whose `PATH` is `searchPath`: `program` itself
    /// when it holds a `/`, else the first executable regular file of that name in the folders
    /// `searchPath` lists (an empty entry is the current folder; no `PATH` searches `/usr/bin` and
    /// `/bin`); nil when there is none. So the program that runs is the one the child's own
    /// environment names, as a shell in that environment would find it.
    static func locate(_ program: String, searchPath: String?) -> String? {
        if program.utf8.contains(UInt8(ascii: "/")) { return program }
        guard !program.isEmpty else { return nil }
        for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = folder.isEmpty ? program : "\(folder)/\(program)"
            var status = stat()
            guard stat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

extension ChildProcess.Outcome {
    /// The first lines of `text` (what the program printed), after a colon, with the value of every
    /// variable of `environment` put back as `${NAME}`, so that no message shows one whatever the
    /// program printed; nothing when it printed nothing.
    static func excerpt(of text: [UInt8], hiding environment: [String: String]) -> String {
        let lines = String(decoding: text, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(12)
        let joined = lines.joined(separator: "\n")
        guard !joined.isEmpty else { return "" }
        return ":\n" + redacted(String(joined.prefix(4000)), hiding: environment)
    }

    /// `text` with the value of every variable of `environment` put back as `${NAME}`: those of
    /// ``VariableRedaction/minimumSubstringLength`` bytes or more, as a secret is, since a program's
    /// output is full of short values (`1`, `-O`) that no variable put there.
    static func redacted(_ text: String, hiding environment: [String: String]) -> String {
        var redaction = VariableRedaction()
        for (name, value) in environment.sorted(by: { $0.key < $1.key })
        where value.utf8.count >= VariableRedaction.minimumSubstringLength {
            redaction.record(value: value, of: name)
        }
        return redaction.redact(text)
    }
}
