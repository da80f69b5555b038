import ProjectModel
import SourceText
import SwiftManifest

/// Turns what a ``SwiftStatementReader`` reads of `Package.swift` into a ``PackageManifest``: it keeps the constants
/// declared so far, evaluates `Package(...)` with them when it comes, and applies the changes made
/// to the package after it.
struct PackageManifestBuilder: SwiftStatementBuilder {
    /// The path of the file.
    let file: String
    /// The file's name, as messages start ("Package.swift").
    let fileName: String
    /// The limits of the read.
    let options: PackageManifestReader.Options
    /// The tools version line's version.
    var toolsVersion: Located<String>?
    /// The constants (and variables) declared so far, by name, as written.
    var constants: [String: SwiftExpression] = [:]
    /// The manifest, once `Package(...)` is read.
    var manifest: PackageManifest?
    /// The name of the constant holding the package, which later statements change.
    var packageVariable: String?
    /// Where `let package =` is given something other than `Package(...)`.
    var packageWithoutCall: SourceLocation?
    /// Problems found so far.
    var problems: [InputProblem] = []
    /// Warnings recorded so far, at most ``PackageManifestReader/Options/maximumWarnings``.
    var warnings: [InputWarning] = []
    /// How many warnings were given, those past the most recorded too: what a part of the reading
    /// left out is told by the count rising.
    private(set) var warningsGiven = 0
    /// Entries and references expanded so far, against ``PackageManifestReader/Options/maximumNodeCount``.
    var expansions = 0
    /// Notes on what was read as written under a condition targetlint does not evaluate, at most
    /// ``PackageManifestReader/Options/maximumWarnings``.
    var notes: [InputWarning] = []
    /// Where the outermost `if` being read starts, until a note says it declares something.
    private var condition: TextPosition?
    /// Whether the statement being read lies in a branch of an `if`.
    private var inCondition = false
    /// What the branches of `if` statements add to the package's targets, products and
    /// dependencies, kept apart for a reading that evaluates one branch only.
    var conditional: PackageManifest

    /// Creates a builder for `file`.
    init(file: String, options: PackageManifestReader.Options) {
        self.file = file
        self.options = options
        let name = file.split(separator: "/").last.map(String.init) ?? file
        fileName = name.isEmpty ? "Package.swift" : name
        conditional = PackageManifest(file: file)
    }

    /// Records a warning, unless there are enough already.
    mutating func warn(_ message: String, at position: TextPosition, target: String?) {
        warningsGiven += 1
        guard canWarn else { return }
        warnings.append(InputWarning(message, at: location(position), target: target))
    }

    /// Whether another warning would be recorded; a caller in a loop asks before building one.
    var canWarn: Bool { warnings.count < options.maximumWarnings }

    /// Records a problem.
    mutating func fail(_ message: String, at position: TextPosition) {
        problems.append(InputProblem(message, at: location(position)))
    }

    /// Starts reading the branches of the `if` at `position`, as written.
    mutating func enterCondition(at position: TextPosition) {
        condition = position
        inCondition = true
    }

    /// Ends reading the branches of the outermost `if`.
    mutating func leaveCondition() {
        condition = nil
        inCondition = false
    }

    /// Notes, once per `if`, that its branches declare targets, products or package dependencies,
    /// which are all read; nothing outside an `if`.
    private mutating func noteCondition() {
        guard let position = condition else { return }
        condition = nil
        guard notes.count < options.maximumWarnings else { return }
        notes.append(
            InputWarning(
                "\(fileName) declares targets, products or dependencies here under an 'if' whose condition "
                    + "targetlint does not evaluate; every branch is read as written", at: location(position)))
    }

    // MARK: Statements

    /// `let name = value`: the package when `value` calls `Package(...)`, else a constant.
    mutating func declare(_ name: String, as value: SwiftExpression) {
        if case .call(let callee, let arguments, _) = value.kind, let (factory, isFactory) = callee.memberName,
            isFactory, factory == "Package"
        {
            packageVariable = name
            manifest = package(arguments, at: value.position)
            return
        }
        if name == "package" { packageWithoutCall = location(value.position) }
        if Self.declaresGraph(value) { noteCondition() }
        constants[name] = value
    }

    /// `target operation value`, where `operation` is `=`, `+=` or another operator.
    mutating func assign(_ value: SwiftExpression, to target: SwiftExpression, operation: String) {
        if case .name(let name) = target.kind, operation == "=" || operation == "+=", name != packageVariable {
            if Self.declaresGraph(value) { noteCondition() }
            guard operation == "+=" else {
                constants[name] = value
                return
            }
            if extendConstant(name, with: value) { return }
        }
        if let field = packageField(target), operation == "=" || operation == "+=" {
            change(field, adding: value, replacing: operation == "=", at: target.position)
            return
        }
        if Self.namesGraphField(target) || Self.mentionsGraph(value) {
            let what = describe(target)
            warn(
                "\(fileName) changes \(what) here, which targetlint does not evaluate; the targets it declares are "
                    + "read as written", at: target.position)
        }
    }

    /// A statement that is an expression: `package.targets.append(...)`, `deps.append(contentsOf:)`,
    /// or a call targetlint does not evaluate.
    mutating func perform(_ statement: SwiftExpression) {
        if case .call(let callee, let arguments, false) = statement.kind,
            case .member(let base, let method) =
                callee.kind, method == "append", arguments.count == 1
        {
            let argument = arguments[0]
            let added =
                argument.label == "contentsOf"
                ? argument.value
                : SwiftExpression(
                    .array([argument.value]), at: argument.value.position, height: argument.value.height + 1)
            if argument.label == nil || argument.label == "contentsOf" {
                if let field = packageField(base) {
                    change(field, adding: added, replacing: false, at: statement.position)
                    return
                }
                if case .name(let name) = base.kind, name != packageVariable, extendConstant(name, with: added) {
                    if Self.declaresGraph(added) { noteCondition() }
                    return
                }
            }
        }
        if Self.mentionsGraph(statement) || Self.changesGraphField(statement) {
            let what = describe(statement)
            warn(
                "\(fileName) runs \(what) here, which targetlint does not evaluate; the targets it declares are "
                    + "read as written", at: statement.position)
        }
    }

    /// Makes the constant `name` its value followed by `value`, as `name += value` and
    /// `name.append(contentsOf: value)` do; false when no constant has that name.
    private mutating func extendConstant(_ name: String, with value: SwiftExpression) -> Bool {
        guard let old = constants[name] else { return false }
        constants[name] = SwiftExpression(
            .sum([old, value]), at: old.position, height: max(old.height, value.height) + 1)
        return true
    }

    /// The field of the package that `expression` (`package.targets`) names, when it is one.
    private func packageField(_ expression: SwiftExpression) -> String? {
        guard case .member(let base, let field) = expression.kind, case .name(let name) = base.kind,
            name == packageVariable, manifest != nil
        else { return nil }
        return field
    }

    /// Adds to or replaces a field of the package after `Package(...)`; fields that do not shape the
    /// graph (`platforms`, `swiftLanguageModes`) are left alone.
    private mutating func change(
        _ field: String, adding value: SwiftExpression, replacing: Bool, at position: TextPosition
    ) {
        guard var changed = manifest else { return }
        if ["targets", "products", "dependencies"].contains(field) { noteCondition() }
        // Taken out while changed, so that its arrays grow in place rather than being copied.
        manifest = nil
        defer { manifest = changed }
        switch field {
        case "targets":
            let targets = elements(of: value, role: "the targets").compactMap { target($0) }
            if replacing { changed.targets = targets } else { changed.targets += targets }
            if inCondition { conditional.targets += targets }
        case "products":
            let products = elements(of: value, role: "the products").compactMap { product($0) }
            if replacing { changed.products = products } else { changed.products += products }
            if inCondition { conditional.products += products }
        case "dependencies":
            let dependencies = elements(of: value, role: "the package dependencies").compactMap {
                packageDependency($0)
            }
            if replacing { changed.dependencies = dependencies } else { changed.dependencies += dependencies }
            if inCondition { conditional.dependencies += dependencies }
        case "name":
            if replacing { changed.name = string(value, role: "the package's name") }
        default:
            return
        }
    }

    // MARK: Package

    /// The manifest `Package(arguments)` declares.
    mutating func package(_ arguments: [SwiftArgument], at position: TextPosition) -> PackageManifest {
        var manifest = PackageManifest(file: file, toolsVersion: toolsVersion)
        for argument in arguments {
            switch argument.label {
            case "name": manifest.name = string(argument.value, role: "the package's name")
            case "products":
                manifest.products = elements(of: argument.value, role: "the products").compactMap { product($0) }
            case "targets":
                manifest.targets = elements(of: argument.value, role: "the targets").compactMap { target($0) }
            case "dependencies":
                manifest.dependencies = elements(of: argument.value, role: "the package dependencies").compactMap {
                    packageDependency($0)
                }
            default: break
            }
        }
        return manifest
    }
}
