import GraphModel
import Project
import ProjectModel

extension AppGroupConstant {
    /// One string literal that spells an App Group identifier, and the targets whose sources
    /// compile it, in declaration order.
    struct Spelling {
        var text: String
        var location: SourceLocation
        var targets: [Int]
        /// The argument label written before the literal, which says which API gets it.
        var label: String?
    }

    /// Every literal in the declared targets' sources that spells an identifier, once per location
    /// however many targets compile its file, in the order the targets and their sources come.
    static func spellings(in graph: ProjectGraph, declared: Set<String>, index: SourceIndex) -> [Spelling] {
        var spellings: [Spelling] = []
        var known: [SourceLocation: Int] = [:]
        for id in graph.declaredIDs {
            for fileID in index.filesOfTarget[id] ?? [] {
                let file = index.files[fileID]
                for literal in file.outline.literals where isIdentifier(literal.text, declared: declared) {
                    let location = SourceLocation(file: file.path, position: literal.position)
                    if let earlier = known[location] {
                        if !spellings[earlier].targets.contains(id) { spellings[earlier].targets.append(id) }
                        continue
                    }
                    known[location] = spellings.count
                    spellings.append(
                        Spelling(text: literal.text, location: location, targets: [id], label: literal.label))
                }
            }
        }
        return spellings
    }

    /// Whether a literal spells a whole App Group identifier: one a target declares, or `group.`
    /// followed by two or more dot-separated parts of letters, digits and `-`. A prefix such as
    /// `"group."` (for `"group." + bundleID`), a literal with an interpolation, and text such as
    /// `"group.title"` or `"group.x failed"` do not. The index keeps no literal with an interpolation.
    static func isIdentifier(_ text: String, declared: Set<String>) -> Bool {
        if declared.contains(text) { return true }
        guard text.hasPrefix("group.") else { return false }
        let parts = text.utf8.dropFirst(6).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy { byte in
                        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                    }
            }
    }

    /// Spellings in a target's sources that the target is not entitled to, one finding per literal.
    ///
    /// An app, App Clip, app extension or watch app is entitled to its own App Groups, when its
    /// manifest entry writes `app-groups` (or its XcodeGen spec's `entitlements.properties` write
    /// `com.apple.security.application-groups`); where they are not written they are unknown, and
    /// nothing is reported. A framework or library has no entitlements: its code runs in the
    /// products that link it, so a literal in its sources is reported only when products link it,
    /// every one's App Groups are known, and none grants the identifier. A constants module that
    /// spells the app's group beside the clip's is fine. Tests and tools are not checked.
    static func ungranted(_ spellings: [Spelling], in graph: ProjectGraph) -> [Finding] {
        var linkers: [Int: [Int]] = [:]
        let entitled = graph.declaredIDs.filter { isEntitled(graph.targets[$0].type) }
        /// Whether `target`'s App Groups are known and grant `identifier`; nil when unknown.
        func grants(_ target: Int, _ identifier: String) -> Bool? {
            let declaration = graph.targets[target]
            guard declaration.appGroupsLocation != nil || !declaration.appGroups.isEmpty else { return nil }
            if declaration.appGroups.contains(where: { $0.value == identifier }) { return true }
            // A group that names a setting that cannot be resolved may be this one.
            return declaration.appGroups.hasUnknown ? nil : false
        }
        var findings: [Finding] = []
        for spelling in spellings {
            let products = spelling.targets.filter { isEntitled(graph.targets[$0].type) }
            let lacking = products.filter { grants($0, spelling.text) == false }
            if !lacking.isEmpty {
                let (verb, their) = lacking.count == 1 ? ("spells", "its") : ("spell", "their")
                findings.append(
                    Finding(
                        target: reported(lacking, in: graph),
                        message:
                            "\(names(lacking, in: graph)) \(verb) App Group '\(spelling.text)', which \(their) entitlements do not grant; \(consequence(of: spelling))",
                        location: spelling.location, severity: severity(of: spelling)))
            }
            for module in spelling.targets where !graph.targets[module].type.isProduct {
                let linking: [Int]
                if let known = linkers[module] {
                    linking = known
                } else {
                    var links = Linking(module, in: graph)
                    linking = entitled.filter { links.isLinked(by: $0) }
                    linkers[module] = linking
                }
                let granted = linking.map { grants($0, spelling.text) }
                guard !linking.isEmpty, granted.allSatisfy({ $0 == false }) else { continue }
                let name = graph.targets[module].name
                findings.append(
                    Finding(
                        target: name,
                        message:
                            "'\(name)' spells App Group '\(spelling.text)', which no target that links it is entitled to (\(names(linking, in: graph))); \(consequence(of: spelling))",
                        location: spelling.location, severity: severity(of: spelling)))
            }
        }
        return findings
    }

    /// What using an App Group the process is not entitled to does, for the API the literal is
    /// handed to: `UserDefaults(suiteName:)` gives defaults of the process's own, which no other
    /// target reads (not nil), and `containerURL(forSecurityApplicationGroupIdentifier:)` gives nil.
    static func consequence(of spelling: Spelling) -> String {
        switch spelling.label {
        case "suiteName":
            "UserDefaults(suiteName:) gives defaults that no other target shares"
        case "forSecurityApplicationGroupIdentifier":
            "containerURL(forSecurityApplicationGroupIdentifier:) returns nil for it"
        default:
            "its container URL is nil, and UserDefaults(suiteName:) gives defaults that no other target shares"
        }
    }

    /// The rule's severity for a literal handed to
    /// `containerURL(forSecurityApplicationGroupIdentifier:)`, whose container is nil; a warning
    /// otherwise: `UserDefaults(suiteName:)` still gives defaults, only unshared, and a literal
    /// stored first (a parameter's default, a constant) may never reach a container.
    static func severity(of spelling: Spelling) -> Severity? {
        spelling.label == "forSecurityApplicationGroupIdentifier" ? nil : .warning
    }

    /// Apps, App Clips, app extensions and watch apps: the products signed with entitlements.
    static func isEntitled(_ type: ProductType) -> Bool {
        type == .app || type == .appClip || type == .appExtension || type == .watchApp
    }

    /// Targets' names quoted and joined: `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func names(_ targets: [Int], in graph: ProjectGraph) -> String {
        let quoted = targets.map { "'\(graph.targets[$0].name)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The target a finding about several targets is filed under: the first that does not ignore
    /// this rule, so that one target's `ignore` does not hide the literal from the others.
    static func reported(_ targets: [Int], in graph: ProjectGraph) -> String {
        let id = description.id
        let target =
            targets.first { target in !graph.targets[target].ignoredRules.contains { $0.rule.value == id } }
            ?? targets[0]
        return graph.targets[target].name
    }
}
