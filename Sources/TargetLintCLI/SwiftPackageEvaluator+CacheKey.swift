import FileAccess

extension SwiftPackageEvaluator {
    /// A manifest file SwiftPM may evaluate for a package: its name in the package's folder and
    /// its bytes.
    struct ManifestFile: Sendable, Hashable {
        /// `Package.swift` or `Package@swift-6.0.swift`.
        var name: String
        /// What it holds.
        var bytes: [UInt8]
    }

    /// Why an answer cannot be keyed, and so is not cached.
    struct Unkeyable: Error, Sendable, Hashable {
        /// What could not be told, in words.
        var reason: String
    }

    /// The cache key of an answer: `dump-package-` and the hash (``EvaluationCache/hash(_:)``) of a
    /// format tag, the toolchain's `swift --version`, the package folder's real path, and each
    /// manifest file's name and bytes.
    static func cacheKey(toolchain: [UInt8], realFolder: String, manifests: [ManifestFile]) -> String {
        var parts: [[UInt8]] = [Array("dump-package 2".utf8), toolchain, Array(realFolder.utf8)]
        for manifest in manifests {
            parts.append(Array(manifest.name.utf8))
            parts.append(manifest.bytes)
        }
        return "dump-package-" + EvaluationCache.hash(parts)
    }

    /// Every manifest SwiftPM may choose in `folder`, in name order: `Package.swift`, whose bytes
    /// are `manifest`, and each `Package@swift-*.swift` (in any letter case), read through
    /// `fileSystem`.
    /// - Throws: ``Unkeyable`` when the folder cannot be listed, or such a file cannot be read (a
    ///   folder, a pipe, a link out of the project root).
    static func manifestFiles(
        in folder: String, manifest: [UInt8], fileSystem: any FileSystem
    ) throws(Unkeyable) -> [ManifestFile] {
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entries(of: folder)
        } catch {
            throw Unkeyable(reason: "its folder cannot be listed (\(error.reason))")
        }
        var files = [ManifestFile(name: "Package.swift", bytes: manifest)]
        for entry in entries where isVersionedManifest(entry.name) {
            do {
                files.append(
                    ManifestFile(name: entry.name, bytes: try fileSystem.contents(of: Path.join(folder, entry.name))))
            } catch {
                throw Unkeyable(reason: "'\(entry.name)' cannot be read (\(error.reason))")
            }
        }
        return files
    }

    /// Whether `name` is a manifest for particular tools versions, `Package@swift-5.9.swift`.
    private static func isVersionedManifest(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("package@swift-") && lowered.hasSuffix(".swift")
    }
}
