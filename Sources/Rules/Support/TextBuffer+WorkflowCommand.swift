extension TextBuffer {
    /// Appends `string` as the message of a GitHub Actions workflow command (`::error ...::message`),
    /// with `%`, carriage return and line feed percent-encoded as the runner expects.
    mutating func appendWorkflowCommandMessage(_ string: String) {
        appendWorkflowCommandEscaped(string, isProperty: false)
    }

    /// Appends `string` as a property value of a GitHub Actions workflow command
    /// (`file=`, `title=`): the message escapes, plus `:` and `,`, which end a property.
    mutating func appendWorkflowCommandProperty(_ string: String) {
        appendWorkflowCommandEscaped(string, isProperty: true)
    }

    private mutating func appendWorkflowCommandEscaped(_ string: String, isProperty: Bool) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "%"): append("%25")
            case UInt8(ascii: "\r"): append("%0D")
            case UInt8(ascii: "\n"): append("%0A")
            case UInt8(ascii: ":") where isProperty: append("%3A")
            case UInt8(ascii: ",") where isProperty: append("%2C")
            default: append(byte: byte)
            }
        }
    }
}
