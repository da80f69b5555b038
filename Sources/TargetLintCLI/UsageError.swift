/// A command line that cannot be run, with the usage line of the command concerned.
struct UsageError: Error {
    var message: String
    var usage: String
}
