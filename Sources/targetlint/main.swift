import TargetLintCLI

var output = CommandOutput()
var status = TargetLint.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: .process(), output: &output)
if !output.writeToStandardStreams() { status = .internalFailure }
TargetLint.exitProcess(with: status)
