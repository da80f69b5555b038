import ProjectModel

/// Splits a command's arguments into options and positionals, in the manner of
/// swift-argument-parser: `--name value`, `--name=value`, flags, and `--` before positionals.
/// Every command also takes `-h` and `--help`.
struct ArgumentScanner {
    /// The options a command accepts: its name and whether it takes a value.
    let options: [(name: String, takesValue: Bool)]
    let usage: String
    /// The text `--help` prints.
    let help: String

    /// The options of every command that reads a manifest.
    static let manifestOptions: [(name: String, takesValue: Bool)] = [
        ("--root", true), ("--no-env", false), ("--evaluate", false), ("--evaluate-packages", false),
        ("--verbose", false),
    ]

    /// Their lines in a command's `--help`.
    static let manifestOptionsHelp = """
          --root <dir>            The folder no file may be read outside of. Default: the folder
                                  holding .git above the manifest, or the manifest's own folder.
          --no-env                Leave ${NAME} in an XcodeGen spec as written instead of
                                  expanding it from the environment.
          --evaluate              Let Tuist evaluate Project.swift and Workspace.swift
                                  ('tuist dump'), and SwiftPM a local package's Package.swift
                                  that goes beyond the declarative form read without it
                                  ('swift package dump-package'). Off by default: it runs the
                                  manifests' code.
          --evaluate-packages     The same for local packages only.
          --verbose               Print to standard error which file is used and why, and the
                                  files read, each once; outside lint, list the manifest's
                                  warnings rather than count them.
        """

    /// What PATH may be, for the `--help` of commands that read a manifest.
    static let pathHelp = """
          PATH                    A targetlint.yml, an XcodeGen spec, a Tuist Project.swift or
                                  Workspace.swift, an .xcodeproj or .xcworkspace, or a folder
                                  holding one. Default: this folder, then each parent up to the
                                  repository root, holding targetlint.yml, else project.yml or
                                  project.yaml, else one *.yml or *.yaml with top-level 'name'
                                  and 'targets', else Workspace.swift, else Project.swift, else
                                  one .xcworkspace, else one .xcodeproj (outside a repository,
                                  this folder only).
        """

    init(options: [(name: String, takesValue: Bool)], readsManifest: Bool = true, usage: String, help: String) {
        self.options = options + (readsManifest ? Self.manifestOptions : []) + [("--help", false), ("-h", false)]
        self.usage = usage
        self.help = help
    }

    struct Result {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        let usage: String

        /// The environment a command reads its manifest in: without variables under `--no-env`, so
        /// that `${NAME}` in an XcodeGen spec stays as written.
        func environment(_ environment: CommandEnvironment) -> CommandEnvironment {
            guard flags.contains("--no-env") else { return environment }
            var copy = environment
            copy.variables = [:]
            return copy
        }

        /// The optional PATH of commands that take nothing else.
        func manifestPath() throws(CommandFailure) -> String? {
            guard positionals.count <= 1 else {
                throw .usage("expected one manifest path, got \(positionals.count)", usage)
            }
            return positionals.first
        }

        /// The value of `option` as one of `Choice`'s cases, `fallback` when it is not given; an
        /// unknown value is a usage error that lists the choices.
        func choice<Choice: RawRepresentable & CaseIterable>(
            _ option: String, default fallback: Choice
        ) throws(CommandFailure) -> Choice where Choice.RawValue == String {
            guard let name = values[option] else { return fallback }
            if let choice = Choice(rawValue: name) { return choice }
            let names = Choice.allCases.map(\.rawValue)
            let expected = "\(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])"
            throw .usage(
                "unknown \(option.drop { $0 == "-" }) '\(name)'; expected \(expected)\(Suggestion.didYouMean(name, in: names))",
                usage)
        }
    }

    /// The arguments, or nil when they ask for help, which is then printed.
    func scan(_ arguments: ArraySlice<String>, output: inout CommandOutput) throws(CommandFailure) -> Result? {
        let result = try scan(arguments)
        guard !result.flags.contains("--help") && !result.flags.contains("-h") else {
            output.append(help)
            return nil
        }
        return result
    }

    func scan(_ arguments: ArraySlice<String>) throws(CommandFailure) -> Result {
        var result = Result(usage: usage)
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
                throw .usage("unknown option '\(name)'\(Suggestion.didYouMean(name, in: options.map(\.name)))", usage)
            }
            if option.takesValue {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw .usage("option '\(name)' needs a value", usage)
                }
                result.values[name] = value
            } else {
                if inlineValue != nil {
                    throw .usage("option '\(name)' takes no value", usage)
                }
                result.flags.insert(name)
            }
        }
        return result
    }
}
