import FileAccess
import ProjectModel

/// A property list file (an entitlements file, an `Info.plist`) read and parsed, with what is wrong
/// with it located in the file, for the importers that read the files a project names.
package enum PropertyListFile {
    /// What reading a property list file gives.
    package enum Reading {
        /// The parsed list, with the parser's warnings.
        case parsed(PropertyList, warnings: [InputWarning])
        /// The file could not be read, for this reason.
        case unreadable(String)
        /// The file is not a property list: its syntax problem.
        case malformed(InputProblem)
    }

    /// Reads and parses the file at `path`.
    package static func read(_ path: String, in fileSystem: any FileSystem) -> Reading {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            return .unreadable(error.reason)
        }
        do {
            let list = try PropertyListParser().parse(bytes)
            let warnings = list.warnings.map {
                InputWarning($0.message, at: SourceLocation(file: path, position: $0.position))
            }
            return .parsed(list, warnings: warnings)
        } catch {
            return .malformed(InputProblem(error.message, at: SourceLocation(file: path, position: error.position)))
        }
    }
}
