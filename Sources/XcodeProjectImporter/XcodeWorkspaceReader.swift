import FileAccess
import ProjectModel
import SourceText

/// Reads the projects and folders an `.xcworkspace` names, from its `contents.xcworkspacedata`:
///
/// ```xml
/// <Workspace version = "1.0">
///    <FileRef location = "group:App.xcodeproj"></FileRef>
///    <Group location = "container:Modules" name = "Modules">
///       <FileRef location = "group:Core"/>
///    </Group>
/// </Workspace>
/// ```
///
/// A `location` is `KIND:PATH`: `group:` is relative to the enclosing groups' locations (the
/// workspace's folder at the top), `container:` to the folder holding the `.xcworkspace`, `self:`
/// to the project an embedded `project.xcworkspace` belongs to, `absolute:` an absolute path, and
/// `developer:` names a file of Xcode itself, which is skipped, as is any other kind. Groups nest
/// with an explicit stack, at most ``maximumDepth`` deep.
///
/// A reference outside the project root is not read. When it names a project, or a folder that may
/// be a package, it is a warning; a file of any other kind (a test plan, a document, an xcconfig
/// file) is no input, wherever it lies, and is passed over.
struct XcodeWorkspaceReader {
    /// What a workspace names.
    struct Result: Sendable, Hashable {
        /// The `.xcodeproj` folders its file references name, resolved, each located at its
        /// `location` attribute, in the order written.
        var projects: [Located<String>] = []
        /// Its other file references, such as local package folders, likewise.
        var folders: [Located<String>] = []
        /// The files read: `contents.xcworkspacedata`, when it could be.
        var files: [String] = []
        /// What could not be read: a malformed file at its position.
        var problems: [InputProblem] = []
        /// References to projects and folders outside the project root, which are not read.
        var warnings: [InputWarning] = []
    }

    /// Groups nested deeper than this are a problem.
    static let maximumDepth = 64

    /// Reads `contents.xcworkspacedata` of the workspace folder at `path`.
    static func read(workspace path: String, fileSystem: any FileSystem) -> Result {
        let file = Path.join(path, "contents.xcworkspacedata")
        var result = Result()
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: file)
        } catch {
            result.problems.append(InputProblem("cannot read it: \(error.reason)", file: file))
            return result
        }
        result.files.append(file)
        let container = Path.directory(of: path)
        do {
            // Not text (a NUL, ESC or byte that is not UTF-8) is an error where it is, never a name
            // that resolves to no project.
            try EncodingValidator.validate(bytes)
            try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) in
                let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
                var scanner = WorkspaceMarkupScanner(bytes: buffer, start: start)
                try read(
                    &scanner, file: file, workspace: path, container: container, fileSystem: fileSystem, into: &result)
            }
        } catch {
            result.projects = []
            result.folders = []
            result.warnings = []
            result.problems = [InputProblem(error.message, at: SourceLocation(file: file, position: error.position))]
        }
        return result
    }

    /// One open element: its tag, and the folder `group:` locations inside it are relative to.
    private struct OpenElement {
        var tag: WorkspaceMarkupScanner.Tag
        var base: String
    }

    /// Reads every tag of the file, keeping the open elements on a stack.
    private static func read(
        _ scanner: inout WorkspaceMarkupScanner, file: String, workspace: String, container: String,
        fileSystem: any FileSystem, into result: inout Result
    ) throws(SyntaxError) {
        var stack: [OpenElement] = []
        var sawRoot = false
        while let tag = try scanner.nextTag() {
            if tag.isEnd {
                guard let open = stack.popLast() else {
                    throw SyntaxError("unexpected '</\(tag.name)>'; no element is open", at: tag.position)
                }
                guard open.tag.name == tag.name else {
                    throw SyntaxError(
                        "'</\(tag.name)>' does not close '<\(open.tag.name)>' at \(open.tag.position); "
                            + "expected '</\(open.tag.name)>'", at: tag.position)
                }
                continue
            }
            if stack.isEmpty {
                guard !sawRoot, tag.name == "Workspace" else {
                    throw SyntaxError(
                        sawRoot
                            ? "unexpected '<\(tag.name)>' after the end of the workspace"
                            : "unknown root element '<\(tag.name)>'; expected '<Workspace>'", at: tag.position)
                }
                sawRoot = true
            }
            guard stack.count < maximumDepth else {
                throw SyntaxError("groups are nested more than \(maximumDepth) deep", at: tag.position)
            }
            let enclosing = stack.last?.base ?? container
            var base = enclosing
            if tag.name == "Group" || tag.name == "FileRef", let location = tag.attributes["location"] {
                let at = SourceLocation(file: file, position: location.position)
                let resolved = resolve(location.value, enclosing: enclosing, workspace: workspace, container: container)
                if let resolved {
                    base = resolved
                    if tag.name == "FileRef" && mayBeInput(resolved) {
                        if fileSystem.refuses(resolved) {
                            result.warnings.append(.outsideRoot("workspace reference", resolved, at: at))
                        } else if resolved.hasSuffix(".xcodeproj") {
                            result.projects.append(Located(resolved, at: at))
                        } else {
                            result.folders.append(Located(resolved, at: at))
                        }
                    }
                } else if !location.value.hasPrefix("developer:") {
                    result.warnings.append(
                        InputWarning(
                            "workspace location '\(location.value)' has no kind targetlint knows (group:, container:, "
                                + "self:, absolute:), so it is not read", at: at))
                }
            }
            if !tag.isEmpty { stack.append(OpenElement(tag: tag, base: base)) }
        }
        if let open = stack.last {
            throw SyntaxError(
                "'<\(open.tag.name)>' is never closed; expected '</\(open.tag.name)>'", at: open.tag.position)
        }
        guard sawRoot else {
            throw SyntaxError("the file holds no '<Workspace>'", at: TextPosition(line: 1, column: 1))
        }
    }

    /// Whether a file reference may name an input: a project, or a folder that may hold a package,
    /// whose name has no extension, or one with a digit or blank after its last dot (`Kit 2.0`).
    /// A test plan, a document or an xcconfig file is none.
    static func mayBeInput(_ path: String) -> Bool {
        let name = Path.lastComponent(of: path)
        if name.hasSuffix(".xcodeproj") { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return true }
        let suffix = name[name.index(after: dot)...]
        return suffix.isEmpty || suffix.contains { !$0.isLetter }
    }

    /// The path a `KIND:PATH` location names, or nil for `developer:` and unknown kinds.
    static func resolve(_ location: String, enclosing: String, workspace: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return path.isEmpty ? enclosing : Path.join(enclosing, path)
        case "container": return path.isEmpty ? container : Path.join(container, path)
        case "self": return Path.join(Path.directory(of: workspace), path)
        case "absolute": return path.isEmpty ? nil : Path.normalize(path)
        default: return nil
        }
    }
}
