import SourceText

/// An expression of a Swift manifest (`Package.swift`, Tuist's `Project.swift`), as far as ``SwiftExpressionParser`` follows it: literals,
/// names, member chains, calls with labelled arguments, arrays and `+`. Whatever else it meets
/// (closures, numbers, other operators, skipped arguments) is ``Kind/opaque(_:)``, described.
///
/// An expression is at most ``SwiftManifestOptions/maximumDepth`` levels tall, so walking
/// or releasing one cannot overflow the stack.
package struct SwiftExpression {
    /// What an expression is.
    package indirect enum Kind {
        /// A string literal.
        case string(SwiftStringLiteral.Value)
        /// A name: a constant, a type such as `Package`, or a keyword such as `true`.
        case name(String)
        /// `.name`, a member of a type the context implies, such as `.target` or `.iOS`.
        case implicitMember(String)
        /// `base.name`.
        case member(SwiftExpression, String)
        /// `callee(arguments)`; `hasTrailingClosure` when a `{ }` follows the call (or stands for
        /// it), which is then its last argument, unlabelled.
        case call(SwiftExpression, [SwiftArgument], hasTrailingClosure: Bool)
        /// `[a, b]`.
        case array([SwiftExpression])
        /// `[a: b, c: d]`: its keys and values alternating, `a, b, c, d`.
        case dictionary([SwiftExpression])
        /// `a + b + c`.
        case sum([SwiftExpression])
        /// `{ ... }`, skipped; `mentionsGraph` when its body names targets, products or dependencies.
        case closure(mentionsGraph: Bool)
        /// Anything else, as messages describe it: "a closure", "a number".
        case opaque(String)
    }

    /// What it is.
    package var kind: Kind
    /// Where it starts.
    package var position: TextPosition
    /// Its height: 1 for a leaf, else one more than its tallest part.
    package var height: Int

    /// Creates an expression `height` tall.
    package init(_ kind: Kind, at position: TextPosition, height: Int = 1) {
        self.kind = kind
        self.position = position
        self.height = height
    }

    /// The text of a string literal without interpolation; nil for anything else.
    package var stringValue: String? {
        guard case .string(let value) = kind, !value.isInterpolated else { return nil }
        return value.text
    }

    /// The name a call's callee or a member chain ends with (`target` for `.target`,
    /// `Target.target` and `x.target`), and whether what comes before it is nothing or type names
    /// only (`Target.Dependency.product`), which is how PackageDescription's factories are called.
    package var memberName: (name: String, isFactory: Bool)? {
        switch kind {
        case .name(let name): return (name, true)
        case .implicitMember(let name): return (name, true)
        case .member(let base, let name):
            var current = base
            while true {
                switch current.kind {
                case .name(let type): return (name, type.first?.isUppercase ?? false)
                case .member(let inner, let type):
                    guard type.first?.isUppercase ?? false else { return (name, false) }
                    current = inner
                default: return (name, false)
                }
            }
        default: return nil
        }
    }
}

/// One argument of a call: its label, if any, and its value.
package struct SwiftArgument {
    /// The label before `:`, nil for an unlabelled argument.
    package var label: String?
    /// The value.
    package var value: SwiftExpression
}
