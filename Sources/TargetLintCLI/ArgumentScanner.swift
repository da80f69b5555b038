import ManifestParser

/// Splits a command's arguments into options and positionals, in the manner of
/// swift-argument-parser: `--name value`, `--name=value`, flags, and `--` before positionals.
struct ArgumentScanner {
    /// The options a command accepts: its name and whether it takes a value.
    let options: [(name: String, takesValue: Bool)]
    let usage: String

    struct Result {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
    }

    func scan(_ arguments: ArraySlice<String>) throws(UsageError) -> Result {
        var result = Result()
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if argument == "--" {
                result.positionals += remaining
                break
            }
            guard argument.hasPrefix("-") && argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError(
                    message: "unknown option '\(name)'\(Suggestion.didYouMean(name, in: options.map(\.name)))",
                    usage: usage)
            }
            if option.takesValue {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "option '\(name)' needs a value", usage: usage)
                }
                result.values[name] = value
            } else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", usage: usage)
                }
                result.flags.insert(name)
            }
        }
        return result
    }
}
