import ProjectModel
import SourceText

extension SwiftStatementBuilder {
    /// The entries of a list: arrays, `+` and the constants they name flattened, in order, with a
    /// work list instead of recursion. A name that is no constant is left out with a warning.
    /// - Parameter role: what the list is, for messages ("the targets").
    package mutating func elements(of value: SwiftExpression, role: String, target: String? = nil) -> [SwiftExpression]
    {
        var result: [SwiftExpression] = []
        var pending = [value]
        while let next = pending.popLast() {
            guard expand(at: next.position) else { break }
            switch next.kind {
            case .array(let items): pending.append(contentsOf: items.reversed())
            case .sum(let terms) where !isString(next):
                pending.append(contentsOf: terms.reversed())
            case .name(let name):
                guard let constant = constants[name] else {
                    warn(
                        "\(fileName) gives \(role) here as '\(name)', which is not a constant targetlint read; "
                            + "what it holds is left out", at: next.position, target: target)
                    continue
                }
                pending.append(constant)
            default: result.append(next)
            }
        }
        return result
    }

    /// Whether `value` is a string, or a sum that starts with one: `prefix + "Kit"` joins text,
    /// where `base + [more]` joins lists.
    package mutating func isString(_ value: SwiftExpression) -> Bool {
        var current = value
        while expand(at: current.position) {
            switch current.kind {
            case .string: return true
            case .sum(let terms):
                guard let first = terms.first else { return false }
                current = first
            case .name(let name):
                guard let constant = constants[name] else { return false }
                current = constant
            default: return false
            }
        }
        return false
    }

    /// Counts one expansion step; past the limit, records a problem once and says to stop.
    package mutating func expand(at position: TextPosition) -> Bool {
        expansions += 1
        if expansions == options.maximumNodeCount + 1 {
            fail(
                "the constants of \(fileName) expand to more than \(options.maximumNodeCount) entries, more than "
                    + "targetlint reads", at: position)
        }
        return expansions <= options.maximumNodeCount
    }

    /// A name: a string literal, constants holding one, or a sum of them; anything else is left out
    /// with a warning at it.
    /// - Parameter role: what the string is, for messages ("the name of a target").
    package mutating func string(_ value: SwiftExpression, role: String, target: String? = nil) -> Located<String>? {
        var text = ""
        var start: TextPosition?
        var pending = [value]
        while let next = pending.popLast() {
            guard expand(at: next.position) else { return nil }
            switch next.kind {
            case .string(let literal):
                guard !literal.isInterpolated else {
                    guard let joined = interpolating(literal.text, at: next.position) else {
                        warn(
                            "\(fileName) computes \(role) here with string interpolation, which targetlint does not "
                                + "evaluate; it is left out", at: next.position, target: target)
                        return nil
                    }
                    text += joined
                    if start == nil { start = next.position }
                    continue
                }
                text += literal.text
                if start == nil { start = next.position }
            case .sum(let terms): pending.append(contentsOf: terms.reversed())
            case .name(let name) where constants[name] != nil:
                pending.append(constants[name] ?? next)
            default:
                unsupported(next, as: role, target: target)
                return nil
            }
        }
        return Located(text, at: location(start ?? value.position))
    }

    /// An interpolated literal's text, as written, with each `\(name)` of a constant that holds a
    /// plain string put in: `"\(bundleID).widget"`. Nil when it interpolates anything else, or
    /// holds another escape, whose meaning the text as written leaves open.
    package mutating func interpolating(_ written: String, at position: TextPosition) -> String? {
        var result = ""
        var rest = Substring(written)
        while let backslash = rest.firstIndex(of: "\\") {
            result += rest[..<backslash]
            let afterSlash = rest.index(after: backslash)
            guard afterSlash < rest.endIndex, rest[afterSlash] == "(",
                let close = rest[afterSlash...].firstIndex(of: ")")
            else { return nil }
            let name = String(rest[rest.index(after: afterSlash)..<close])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                case .string(let value) = resolved(SwiftExpression(.name(name), at: position)).kind,
                !value.isInterpolated
            else { return nil }
            result += value.text
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Records that `value`, given as `role`, is beyond what the reader evaluates.
    package mutating func unsupported(_ value: SwiftExpression, as role: String, target: String? = nil) {
        if case .name(let name) = value.kind {
            warn(
                "\(fileName) gives \(role) here as '\(name)', which is not a constant targetlint read; it is left out",
                at: value.position, target: target)
        } else {
            warn(
                "\(fileName) gives \(role) here as \(describe(value)), which targetlint does not evaluate; it is "
                    + "left out", at: value.position, target: target)
        }
    }

    /// Follows names to the constants they stand for, to the first expression that is not one.
    package mutating func resolved(_ value: SwiftExpression) -> SwiftExpression {
        var current = value
        while case .name(let name) = current.kind, let constant = constants[name], expand(at: current.position) {
            current = constant
        }
        return current
    }

    // MARK: Describing

    /// An expression as messages name it: "a call to 'makeTargets'", "'.map' with a closure".
    package func describe(_ value: SwiftExpression) -> String {
        switch value.kind {
        case .string(let literal): literal.isInterpolated ? "an interpolated string" : "a string"
        case .name, .implicitMember, .member: "'\(Self.path(value))'"
        case .call(let callee, _, let hasTrailingClosure):
            hasTrailingClosure ? "'\(Self.path(callee))' with a closure" : "a call to '\(Self.path(callee))'"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .sum: "a sum"
        case .closure: "a closure"
        case .opaque(let what): what
        }
    }

    /// A member chain as written, `package.targets.forEach`, with `(...)` after the calls on the way
    /// and `…` for what is neither a name nor a call.
    package static func path(_ value: SwiftExpression) -> String {
        var parts: [String] = []
        var called = false
        var current = value
        func add(_ name: String) {
            parts.append(called ? name + "(...)" : name)
            called = false
        }
        while parts.count < 8 {
            switch current.kind {
            case .name(let name):
                add(name)
                return parts.reversed().joined(separator: ".")
            case .implicitMember(let name):
                add(name)
                return "." + parts.reversed().joined(separator: ".")
            case .member(let base, let name):
                add(name)
                current = base
            case .call(let callee, _, _):
                called = true
                current = callee
            default:
                add("…")
                return parts.reversed().joined(separator: ".")
            }
        }
        return "…." + parts.reversed().joined(separator: ".")
    }
}
