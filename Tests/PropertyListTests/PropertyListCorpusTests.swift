import TestSupport
import Testing

@testable import FileAccess
@testable import PropertyList
@testable import SourceText

/// The corpus paths, relative to its folder, of every property list in it: project files,
/// `.entitlements` and `.plist` files.
private func propertyListFiles(in corpus: String) throws -> [String] {
    let fileSystem = LocalFileSystem()
    var found: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
        for entry in try fileSystem.entries(of: Path.join(corpus, folder)) {
            let path = folder.isEmpty ? entry.name : folder + "/" + entry.name
            switch entry.kind {
            case .directory: folders.append(path)
            case .file:
                if entry.name == "project.pbxproj" || entry.name.hasSuffix(".entitlements")
                    || entry.name.hasSuffix(".plist")
                {
                    found.append(path)
                }
            default: break
            }
        }
    }
    return found.sorted()
}

/// The project with its unresolved merge, and the error it gives.
private let mergeConflict = (
    path: "12-CocoaPods__Xcodeproj/spec/fixtures/Sample Project/ProjectInMergeConflict/"
        + "ProjectInMergeConflict.xcodeproj/project.pbxproj",
    error: "10:1: the file has an unresolved git merge: a conflict marker '<<<<<<<' starts this line; "
        + "resolve the conflict first"
)

/// Each corpus project with its `objectVersion` and the number of `PBXNativeTarget` objects, both
/// counted with grep (`grep -c 'isa = PBXNativeTarget;'`), and its format.
private let projects: [(path: String, objectVersion: String, nativeTargets: Int, format: PropertyList.Format)] = [
    ("01-yonaskolb__XcodeGen/Tests/Fixtures/TestProject/Project.xcodeproj/project.pbxproj", "77", 41, .openStep),
    ("02-jedireza__neeva-ios/Client.xcodeproj/project.pbxproj", "54", 23, .openStep),
    ("03-AkkeyLab__c-search-tca/c-search.xcodeproj/project.pbxproj", "56", 3, .openStep),
    ("06-Automattic__pocket-casts-ios/podcasts.xcodeproj/project.pbxproj", "54", 11, .openStep),
    ("08-perawallet__pera-ios/algorand.xcodeproj/project.pbxproj", "70", 7, .openStep),
    ("10-tuist__XcodeProj/Fixtures/Xcode16ProjectReferenceOrder/Test.xcodeproj/project.pbxproj", "90", 1, .openStep),
    (
        "11-tuist__XcodeProj/Fixtures/SynchronizedRootGroups/SynchronizedRootGroups.xcodeproj/project.pbxproj", "73", 1,
        .openStep
    ),
    // The XML one: `grep -c '<string>PBXNativeTarget</string>'`.
    ("13-CocoaPods__Xcodeproj/spec/fixtures/SharedSchemes/SharedSchemes.xcodeproj/project.pbxproj", "46", 1, .xml),
]

@Suite struct PropertyListCorpusTests {
    @Test("every project file, entitlements file and Info.plist of the corpus parses, but the unresolved merge")
    func everyFileParses() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let files = try propertyListFiles(in: corpus)
        #expect(files.count > 100)
        for file in files {
            let bytes = try LocalFileSystem().contents(of: Path.join(corpus, file))
            if file == mergeConflict.path {
                #expect(plistError(bytes) == mergeConflict.error)
                continue
            }
            do {
                let list = try PropertyListParser().parse(bytes)
                #expect(list.warnings.isEmpty, "\(file): \(list.warnings)")
                #expect(list[list.root].kindDescription == "a dictionary", "\(file)")
                #expect(
                    list.format == (file.hasSuffix(".pbxproj") && !file.hasPrefix("13-") ? .openStep : .xml), "\(file)")
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }

    @Test("corpus projects give the object version and native targets grep counts")
    func knownValues() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        for project in projects {
            let list = try PropertyListParser().parse(
                try LocalFileSystem().contents(of: Path.join(corpus, project.path)))
            #expect(list.format == project.format, "\(project.path)")
            #expect(list.value(at: ["objectVersion"], from: list.root).flatMap(list.string) == project.objectVersion)
            let objects = try #require(list.value(forKey: "objects", in: list.root))
            let nativeTargets = list.entries(of: objects).filter {
                list.value(forKey: "isa", in: $0.value).flatMap(list.string) == "PBXNativeTarget"
            }
            #expect(nativeTargets.count == project.nativeTargets, "\(project.path)")
            let rootObject = try #require(list.value(forKey: "rootObject", in: list.root).flatMap(list.string))
            let projectObject = try #require(list.value(forKey: rootObject, in: objects))
            #expect(list.value(forKey: "isa", in: projectObject).flatMap(list.string) == "PBXProject")
            // Every target the project lists is one of the objects.
            let targets = list.items(of: try #require(list.value(forKey: "targets", in: projectObject)))
            let index = list.keyIndex(of: objects)
            #expect(targets.allSatisfy { list.string($0).flatMap { index[$0] } != nil }, "\(project.path)")
        }
    }

    @Test("a workspace file is XML but no property list: it is refused at its root element")
    func workspaceIsRefused() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let path = Path.join(corpus, "02-jedireza__neeva-ios/Neeva.xcworkspace/contents.xcworkspacedata")
        #expect(
            plistError(try LocalFileSystem().contents(of: path))
                == "2:1: unknown element '<Workspace>'; expected dict, array, string, integer, real, true, false, "
                + "date or data")
    }

    @Test("positions in a corpus project point at what grep finds")
    func corpusPositions() throws {
        guard let corpus = xcodeProjectCorpus else {
            print("skipping the Xcode project corpus: ../shared/corpus-xcodeproj is not next to this checkout")
            return
        }
        let path = "10-tuist__XcodeProj/Fixtures/Xcode16ProjectReferenceOrder/Test.xcodeproj/project.pbxproj"
        let list = try PropertyListParser().parse(try LocalFileSystem().contents(of: Path.join(corpus, path)))
        // `objectVersion = 90;` is line 6, `rootObject = ...` line 446, both after one tab.
        let version = try #require(list.entry(forKey: "objectVersion", in: list.root))
        #expect(version.keyPosition == TextPosition(line: 6, column: 2))
        #expect(list.position(version.value) == TextPosition(line: 6, column: 18))
        let rootObject = try #require(list.entry(forKey: "rootObject", in: list.root))
        #expect(rootObject.keyPosition == TextPosition(line: 446, column: 2))
        #expect(list.string(rootObject.value) == "22E4F0B4EBDBD2631840392B")
    }
}
