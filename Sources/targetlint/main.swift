import TargetLintCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The executable, not the library, tunes the process it is: see `AllocatorTuning`.
AllocatorTuning.apply()
exit(TargetLint.runProcess().rawValue)
