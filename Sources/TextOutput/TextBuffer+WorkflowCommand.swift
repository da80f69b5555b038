extension TextBuffer {
    /// Appends `string` as the message of a GitHub Actions workflow command (`::error ...::message`):
    /// `%`, carriage return and line feed percent-encoded as the runner expects, and every other
    /// control character written visibly (see ``ControlCharacters``), so that no name can end the
    /// command or start another.
    package mutating func appendWorkflowCommandMessage(_ string: String) {
        appendEscaped(string, style: .workflowMessage)
    }

    /// Appends `string` as a property value of a GitHub Actions workflow command
    /// (`file=`, `title=`): the message escapes, plus `:` and `,`, which end a property.
    package mutating func appendWorkflowCommandProperty(_ string: String) {
        appendEscaped(string, style: .workflowProperty)
    }
}
