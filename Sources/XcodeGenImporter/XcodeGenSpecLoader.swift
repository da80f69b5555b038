import FileAccess
import ProjectModel
import YAML

/// Reads an XcodeGen spec and the files it includes, and merges them into one tree as XcodeGen does.
///
/// Each file is read with duplicate keys allowed (the last wins, with a warning, as Yams reads them),
/// and `${NAME}` is expanded from the environment before its `include:` is read, so that
/// `enable: ${FLAG}` works. What each file's tree costs, aliases copied and variables expanded, is
/// spent from the spec's budget before the tree is built. Includes are `path` strings or `{path:, relativePaths:, enable:}` maps,
/// resolved against the folder of the file that names them; a file is merged once, the first time
/// its include path (as written) is met, depth first. Each file is merged on top of what it includes,
/// later includes on top of earlier ones.
struct XcodeGenSpecLoader {
    /// One file read, with the files it includes.
    private struct SpecFile {
        var node: SpecNode
        /// The folder its relative paths (such as `configFiles`) are resolved against.
        var pathBase: String
        var children: [Int] = []
    }

    /// One `include:` entry.
    private struct Include {
        var path: String
        var relativePaths: Bool
        var location: SourceLocation
    }

    let fileSystem: any FileSystem
    let variables: [String: String]
    /// What the spec's trees may still cost; each file read adds to it.
    var budget: SpecBudget
    /// The strings and values `${NAME}` expansion changed, to show them as written.
    private(set) var redaction = VariableRedaction()
    /// Every file read, the root first.
    private(set) var files: [String] = []
    /// Problems that stop the load.
    private(set) var problems: [InputProblem] = []
    /// Things read with a warning, such as duplicate keys.
    private(set) var warnings: [InputWarning] = []
    private var specFiles: [SpecFile] = []
    private var pathBases: [String: String] = [:]

    init(fileSystem: any FileSystem, variables: [String: String], budget: SpecBudget) {
        self.fileSystem = fileSystem
        self.variables = variables
        self.budget = budget
    }

    /// The merged spec, or nil when the root cannot be read or parsed; `document` is the root's text
    /// already parsed, with its size in bytes.
    /// - Throws: when the files' trees cost more than the budget allows.
    mutating func load(
        root path: String, document: (YAMLDocument, byteCount: Int)? = nil
    ) throws(SpecBudget.Exceeded) -> SpecNode? {
        guard let root = try read(path, document: document) else { return nil }
        specFiles = [SpecFile(node: root, pathBase: Path.directory(of: path))]
        pathBases[path] = Path.directory(of: path)
        // Files are merged once, by their resolved path: two includes that write the same relative
        // path from different folders are different files (as XcodeGen reads them since its issue 1261).
        var walkProblems: [InputProblem] = []
        try IncludeWalk.walk(
            root: (path, 0), includes: includes(of: 0), problems: &walkProblems,
            resolve: { include, includer in Path.normalize(Path.join(Path.directory(of: includer), include.path)) },
            location: \.location
        ) { (real, include, parent) throws(SpecBudget.Exceeded) -> (id: Int, includes: [Include])? in
            guard let node = try read(real, includedAt: include.location) else { return nil }
            let parentBase = specFiles[parent].pathBase
            let pathBase = include.relativePaths ? Path.join(parentBase, Path.directory(of: include.path)) : parentBase
            specFiles.append(SpecFile(node: node, pathBase: pathBase))
            pathBases[real] = pathBase
            let index = specFiles.count - 1
            specFiles[parent].children.append(index)
            return (index, includes(of: index))
        }
        problems += walkProblems
        return merge()
    }

    /// The folder that relative paths written in `file` resolve against, as XcodeGen resolves them:
    /// an include with `relativePaths: false` resolves against its includer's.
    func pathBase(of file: String) -> String {
        pathBases[file] ?? Path.directory(of: file)
    }

    /// Each file merged onto the merge of its includes, children first, without recursion.
    private func merge() -> SpecNode {
        var results: [SpecNode?] = Array(repeating: nil, count: specFiles.count)
        var stack: [(index: Int, expanded: Bool)] = [(0, false)]
        while let (index, expanded) = stack.popLast() {
            let file = specFiles[index]
            if !expanded {
                stack.append((index, true))
                stack += file.children.reversed().map { ($0, false) }
                continue
            }
            var below = SpecNode(.mapping([]), at: file.node.location)
            for child in file.children {
                if let result = results[child] { below = result.merged(onto: below) }
                results[child] = nil
            }
            results[index] = file.node.merged(onto: below)
        }
        return results[0] ?? specFiles[0].node
    }

    /// The enabled `include:` entries of a file.
    private mutating func includes(of index: Int) -> [Include] {
        guard let value = specFiles[index].node["include"] else { return [] }
        let entries = value.sequence ?? [value]
        return entries.compactMap { entry in
            if let path = entry.string { return Include(path: path, relativePaths: true, location: entry.location) }
            guard let path = entry["path"]?.string else { return nil }
            if let enable = entry["enable"]?.string, !SpecNode.boolValue(enable) { return nil }
            let relativePaths = entry["relativePaths"]?.string.map(SpecNode.boolValue) ?? true
            return Include(path: path, relativePaths: relativePaths, location: entry.location)
        }
    }

    /// Reads, parses and expands one file; nil (with a problem) when it cannot.
    private mutating func read(
        _ path: String, includedAt: SourceLocation? = nil, document: (YAMLDocument, byteCount: Int)? = nil
    ) throws(SpecBudget.Exceeded) -> SpecNode? {
        var parsed: YAMLDocument
        if let (document, byteCount) = document {
            parsed = document
            budget.addInput(byteCount)
        } else {
            let bytes: [UInt8]
            do {
                bytes = try fileSystem.contents(of: path)
            } catch {
                if let includedAt, error.leavesProject {
                    problems.append(.leavesProject("include", path, at: includedAt))
                } else if let includedAt {
                    problems.append(
                        InputProblem("cannot read included file \(path): \(error.reason)", at: includedAt))
                } else {
                    problems.append(InputProblem("cannot read the spec: \(error.reason)", file: path))
                }
                return nil
            }
            budget.addInput(bytes.count)
            do {
                parsed = try YAMLParser(options: XcodeGenSpecImporter.parserOptions).parse(bytes)
            } catch {
                files.append(path)
                problems.append(
                    InputProblem(error.message, at: SourceLocation(file: path, position: error.position)))
                return nil
            }
        }
        files.append(path)
        warnings += parsed.warnings.map {
            InputWarning($0.message, at: SourceLocation(file: path, position: $0.position))
        }
        guard let root = parsed.root else {
            return SpecNode(.mapping([]), at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard root.mapping != nil else {
            problems.append(
                InputProblem(
                    "expected a map at the top of an XcodeGen spec, found \(root.kindDescription)",
                    at: SourceLocation(file: path, position: root.position)))
            return nil
        }
        try budget.spend(SpecNode.cost(of: root, expanding: variables, upTo: budget.remaining))
        return SpecNode(root, file: path, variables: variables, redaction: &redaction)
    }
}
