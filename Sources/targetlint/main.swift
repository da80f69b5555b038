import TargetLintCLI

TargetLint.runProcess()
