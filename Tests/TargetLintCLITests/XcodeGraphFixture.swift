/// A reading app's project as Xcode 16 writes it, with what real projects of its kind hold: a share
/// extension that copies an AppKit bundle for Mac Catalyst only, a single-target watch app, an App
/// Clip, local packages in a synchronized `Packages/` folder and one added the old way, as a folder
/// reference Xcode typed `text`.
enum XcodeGraphFixture {
    /// The project file.
    static let project = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B0000000000000000000E001 /* ShareExt.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A002 /* ShareExt.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        		B0000000000000000000E002 /* ReaderWatch.app in Embed Watch Content */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A003 /* ReaderWatch.app */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        		B0000000000000000000E003 /* ReaderClip.app in Embed App Clips */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A004 /* ReaderClip.app */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        		B0000000000000000000E004 /* ReaderKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A005 /* ReaderKit.framework */; platformFilters = (ios, maccatalyst, ); };
        		B0000000000000000000E005 /* MacSupport.bundle in Embed Mac Support */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A006 /* MacSupport.bundle */; platformFilter = maccatalyst; };
        		B0000000000000000000E006 /* Waitlist in Frameworks */ = {isa = PBXBuildFile; productRef = C0000000000000000000D001 /* Waitlist */; };
        		B0000000000000000000E007 /* AnalyticsKit in Frameworks */ = {isa = PBXBuildFile; productRef = C0000000000000000000D002 /* AnalyticsKit */; };
        		B0000000000000000000E008 /* ClipKit in Frameworks */ = {isa = PBXBuildFile; productRef = C0000000000000000000D003 /* ClipKit */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		90000000000000000000C001 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = 00000000000000000000P001 /* Project object */; proxyType = 1; remoteGlobalIDString = T0000000000000000000S002; remoteInfo = ShareExt; };
        		90000000000000000000C002 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = 00000000000000000000P001 /* Project object */; proxyType = 1; remoteGlobalIDString = T0000000000000000000S003; remoteInfo = ReaderWatch; };
        		90000000000000000000C003 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = 00000000000000000000P001 /* Project object */; proxyType = 1; remoteGlobalIDString = T0000000000000000000S004; remoteInfo = ReaderClip; };
        		90000000000000000000C004 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = 00000000000000000000P001 /* Project object */; proxyType = 1; remoteGlobalIDString = T0000000000000000000S006; remoteInfo = MacSupport; };
        /* End PBXContainerItemProxy section */

        /* Begin PBXCopyFilesBuildPhase section */
        		H0000000000000000000F001 /* Embed Foundation Extensions */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 13;
        			files = (
        				B0000000000000000000E001 /* ShareExt.appex in Embed Foundation Extensions */,
        			);
        			name = "Embed Foundation Extensions";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		H0000000000000000000F002 /* Embed Watch Content */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "$(CONTENTS_FOLDER_PATH)/Watch";
        			dstSubfolderSpec = 16;
        			files = (
        				B0000000000000000000E002 /* ReaderWatch.app in Embed Watch Content */,
        			);
        			name = "Embed Watch Content";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		H0000000000000000000F003 /* Embed App Clips */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "$(CONTENTS_FOLDER_PATH)/AppClips";
        			dstSubfolderSpec = 16;
        			files = (
        				B0000000000000000000E003 /* ReaderClip.app in Embed App Clips */,
        			);
        			name = "Embed App Clips";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		H0000000000000000000F004 /* Embed Mac Support */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 13;
        			files = (
        				B0000000000000000000E005 /* MacSupport.bundle in Embed Mac Support */,
        			);
        			name = "Embed Mac Support";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileReference section */
        		F0000000000000000000A001 /* Reader.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Reader.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A002 /* ShareExt.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = ShareExt.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A003 /* ReaderWatch.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ReaderWatch.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A004 /* ReaderClip.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = ReaderClip.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A005 /* ReaderKit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = ReaderKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A006 /* MacSupport.bundle */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = MacSupport.bundle; sourceTree = BUILT_PRODUCTS_DIR; };
        		F0000000000000000000A007 /* Analytics */ = {isa = PBXFileReference; lastKnownFileType = text; name = Analytics; path = Vendor/Analytics; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		G0000000000000000000B002 /* Packages */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Packages; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
        		K0000000000000000000F001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B0000000000000000000E006 /* Waitlist in Frameworks */,
        				B0000000000000000000E007 /* AnalyticsKit in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		K0000000000000000000F002 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B0000000000000000000E004 /* ReaderKit.framework in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		K0000000000000000000F004 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B0000000000000000000E008 /* ClipKit in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		G0000000000000000000B001 = {
        			isa = PBXGroup;
        			children = (
        				G0000000000000000000B002 /* Packages */,
        				F0000000000000000000A007 /* Analytics */,
        				G0000000000000000000B003 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G0000000000000000000B003 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F0000000000000000000A001 /* Reader.app */,
        				F0000000000000000000A002 /* ShareExt.appex */,
        				F0000000000000000000A003 /* ReaderWatch.app */,
        				F0000000000000000000A004 /* ReaderClip.app */,
        				F0000000000000000000A005 /* ReaderKit.framework */,
        				F0000000000000000000A006 /* MacSupport.bundle */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T0000000000000000000S001 /* Reader */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X001 /* Build configuration list for PBXNativeTarget "Reader" */;
        			buildPhases = (
        				K0000000000000000000F001 /* Frameworks */,
        				H0000000000000000000F001 /* Embed Foundation Extensions */,
        				H0000000000000000000F002 /* Embed Watch Content */,
        				H0000000000000000000F003 /* Embed App Clips */,
        			);
        			dependencies = (
        				D0000000000000000000G001 /* PBXTargetDependency */,
        				D0000000000000000000G002 /* PBXTargetDependency */,
        				D0000000000000000000G003 /* PBXTargetDependency */,
        			);
        			name = Reader;
        			packageProductDependencies = (
        				C0000000000000000000D001 /* Waitlist */,
        				C0000000000000000000D002 /* AnalyticsKit */,
        			);
        			productName = Reader;
        			productReference = F0000000000000000000A001 /* Reader.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T0000000000000000000S002 /* ShareExt */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X002 /* Build configuration list for PBXNativeTarget "ShareExt" */;
        			buildPhases = (
        				K0000000000000000000F002 /* Frameworks */,
        				H0000000000000000000F004 /* Embed Mac Support */,
        			);
        			dependencies = (
        				D0000000000000000000G004 /* PBXTargetDependency */,
        			);
        			name = ShareExt;
        			productName = ShareExt;
        			productReference = F0000000000000000000A002 /* ShareExt.appex */;
        			productType = "com.apple.product-type.app-extension";
        		};
        		T0000000000000000000S003 /* ReaderWatch */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X003 /* Build configuration list for PBXNativeTarget "ReaderWatch" */;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = ReaderWatch;
        			productName = ReaderWatch;
        			productReference = F0000000000000000000A003 /* ReaderWatch.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T0000000000000000000S004 /* ReaderClip */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X004 /* Build configuration list for PBXNativeTarget "ReaderClip" */;
        			buildPhases = (
        				K0000000000000000000F004 /* Frameworks */,
        			);
        			dependencies = (
        			);
        			name = ReaderClip;
        			packageProductDependencies = (
        				C0000000000000000000D003 /* ClipKit */,
        			);
        			productName = ReaderClip;
        			productReference = F0000000000000000000A004 /* ReaderClip.app */;
        			productType = "com.apple.product-type.application.on-demand-install-capable";
        		};
        		T0000000000000000000S005 /* ReaderKit */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X005 /* Build configuration list for PBXNativeTarget "ReaderKit" */;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = ReaderKit;
        			productName = ReaderKit;
        			productReference = F0000000000000000000A005 /* ReaderKit.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        		T0000000000000000000S006 /* MacSupport */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L0000000000000000000X006 /* Build configuration list for PBXNativeTarget "MacSupport" */;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = MacSupport;
        			productName = MacSupport;
        			productReference = F0000000000000000000A006 /* MacSupport.bundle */;
        			productType = "com.apple.product-type.bundle";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		00000000000000000000P001 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L0000000000000000000X000 /* Build configuration list for PBXProject "Reader" */;
        			mainGroup = G0000000000000000000B001;
        			productRefGroup = G0000000000000000000B003 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T0000000000000000000S001 /* Reader */,
        				T0000000000000000000S002 /* ShareExt */,
        				T0000000000000000000S003 /* ReaderWatch */,
        				T0000000000000000000S004 /* ReaderClip */,
        				T0000000000000000000S005 /* ReaderKit */,
        				T0000000000000000000S006 /* MacSupport */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXTargetDependency section */
        		D0000000000000000000G001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T0000000000000000000S002 /* ShareExt */; targetProxy = 90000000000000000000C001 /* PBXContainerItemProxy */; };
        		D0000000000000000000G002 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T0000000000000000000S003 /* ReaderWatch */; targetProxy = 90000000000000000000C002 /* PBXContainerItemProxy */; };
        		D0000000000000000000G003 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T0000000000000000000S004 /* ReaderClip */; targetProxy = 90000000000000000000C003 /* PBXContainerItemProxy */; };
        		D0000000000000000000G004 /* PBXTargetDependency */ = {isa = PBXTargetDependency; platformFilters = (macos, ); target = T0000000000000000000S006 /* MacSupport */; targetProxy = 90000000000000000000C004 /* PBXContainerItemProxy */; };
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        		M0000000000000000000X000 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {ASSETCATALOG_COMPILER_OPTIMIZATION = space; DEAD_CODE_STRIPPING = YES; SDKROOT = iphoneos; SWIFT_COMPILATION_MODE = wholemodule; SWIFT_OPTIMIZATION_LEVEL = "-Osize"; GCC_OPTIMIZATION_LEVEL = s; }; name = Release; };
        		M0000000000000000000X001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.reader; }; name = Release; };
        		M0000000000000000000X002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.reader.share; SUPPORTS_MACCATALYST = YES; }; name = Release; };
        		M0000000000000000000X003 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.reader.watchkitapp; SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; name = Release; };
        		M0000000000000000000X004 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.reader.Clip; }; name = Release; };
        		M0000000000000000000X005 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.ReaderKit; }; name = Release; };
        		M0000000000000000000X006 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.MacSupport; SDKROOT = macosx; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L0000000000000000000X000 /* Build configuration list for PBXProject "Reader" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X000 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X001 /* Build configuration list for PBXNativeTarget "Reader" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X001 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X002 /* Build configuration list for PBXNativeTarget "ShareExt" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X002 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X003 /* Build configuration list for PBXNativeTarget "ReaderWatch" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X003 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X004 /* Build configuration list for PBXNativeTarget "ReaderClip" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X004 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X005 /* Build configuration list for PBXNativeTarget "ReaderKit" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X005 /* Release */, ); defaultConfigurationName = Release; };
        		L0000000000000000000X006 /* Build configuration list for PBXNativeTarget "MacSupport" */ = {isa = XCConfigurationList; buildConfigurations = (M0000000000000000000X006 /* Release */, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */

        /* Begin XCSwiftPackageProductDependency section */
        		C0000000000000000000D001 /* Waitlist */ = {isa = XCSwiftPackageProductDependency; productName = Waitlist; };
        		C0000000000000000000D002 /* AnalyticsKit */ = {isa = XCSwiftPackageProductDependency; productName = AnalyticsKit; };
        		C0000000000000000000D003 /* ClipKit */ = {isa = XCSwiftPackageProductDependency; productName = ClipKit; };
        /* End XCSwiftPackageProductDependency section */
        	};
        	rootObject = 00000000000000000000P001 /* Project object */;
        }

        """#

    /// The clip's package, whose analytics module is declared under an `if` on the environment.
    static let modules = """
        // swift-tools-version: 5.9
        import PackageDescription
        import Foundation

        let package = Package(
            name: "Modules",
            platforms: [.iOS(.v16)],
            products: [.library(name: "ClipKit", targets: ["ClipUI"])],
            targets: [
                .target(name: "ClipUI", dependencies: ["Extra"]),
                .target(name: "FeatureX"),
            ]
        )

        if ProcessInfo.processInfo.environment["READER_LIVE_ANALYTICS"] == nil {
            package.targets.append(.target(name: "Extra", path: "Sources/ExtraStub"))
        } else {
            package.targets += [.target(name: "Extra", dependencies: ["FeatureX"])]
        }

        for target in package.targets {
            target.swiftSettings = [.enableUpcomingFeature("StrictConcurrency")]
        }

        """

    /// A package whose product shares its name with one of the two modules it holds.
    static let waitlist = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Waitlist",
            products: [.library(name: "Waitlist", targets: ["Waitlist", "WaitlistMocks"])],
            targets: [
                .target(name: "Waitlist"),
                .target(name: "WaitlistMocks", dependencies: ["Waitlist"]),
                .testTarget(name: "WaitlistTests", dependencies: ["Waitlist", "WaitlistMocks"]),
            ]
        )

        """

    /// The package the project names as a folder reference.
    static let analytics = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Analytics",
            products: [.library(name: "AnalyticsKit", targets: ["AnalyticsKit"])],
            targets: [.target(name: "AnalyticsKit", dependencies: ["AnalyticsCore"]), .target(name: "AnalyticsCore")]
        )

        """

    /// ``project`` with 'MacSupport' an app extension built with the iOS SDK, without the size
    /// settings: the share extension copies it for Mac Catalyst only.
    static let catalystExtensionProject: String = {
        let bundle = "/* MacSupport.bundle */;\n\t\t\tproductType = \"com.apple.product-type."
        return
            project
            .replacingOccurrences(of: bundle + "bundle\"", with: bundle + "app-extension\"")
            .replacingOccurrences(
                of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.MacSupport; SDKROOT = macosx;",
                with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.reader.MacSupport; SWIFT_OPTIMIZATION_LEVEL = \"-O\";")
    }()

    /// Every file of the checkout.
    static let files: [String: String] = [
        "Reader.xcodeproj/project.pbxproj": project,
        "Packages/Modules/Package.swift": modules,
        "Packages/Modules/Sources/ClipUI/ClipView.swift": "import SwiftUI\n",
        "Packages/Waitlist/Package.swift": waitlist,
        "Packages/Waitlist/Sources/Waitlist/Waitlist.swift": "public struct Waitlist {}\n",
        "Vendor/Analytics/Package.swift": analytics,
    ]
}
