/// A workspace whose app project links products of another project of the workspace only through
/// the build products folder, as Xcode's implicit dependencies let it: the widget links
/// `Storage.framework` (built by the modules project's `Storage Kit`, whose `PRODUCT_NAME` is not
/// its name and whose product reference's path is out of date, as CocoaPods writes them) and
/// `Networking.framework` through a reference of its own to its own project's product.
enum XcodeImplicitDependencyFixture {
    /// The workspace.
    static let workspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App.xcodeproj">
           </FileRef>
           <FileRef
              location = "group:Modules/Modules.xcodeproj">
           </FileRef>
        </Workspace>

        """

    /// The app's project: the app, its widget and a framework of its own.
    static let app = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		B10000000000000000000001 /* WidgetExt.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; fileRef = F10000000000000000000002 /* WidgetExt.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        		B10000000000000000000002 /* Storage.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F10000000000000000000004 /* Storage.framework */; };
        		B10000000000000000000003 /* Networking.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F10000000000000000000005 /* Networking.framework */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		C10000000000000000000001 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = P10000000000000000000001 /* Project object */; proxyType = 1; remoteGlobalIDString = T10000000000000000000002; remoteInfo = WidgetExt; };
        /* End PBXContainerItemProxy section */

        /* Begin PBXCopyFilesBuildPhase section */
        		H10000000000000000000001 /* Embed Foundation Extensions */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 13;
        			files = (
        				B10000000000000000000001 /* WidgetExt.appex in Embed Foundation Extensions */,
        			);
        			name = "Embed Foundation Extensions";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileReference section */
        		F10000000000000000000001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000002 /* WidgetExt.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = WidgetExt.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000003 /* Networking.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = Networking.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000004 /* Storage.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Storage.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		F10000000000000000000005 /* Networking.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Networking.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		K10000000000000000000001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B10000000000000000000002 /* Storage.framework in Frameworks */,
        				B10000000000000000000003 /* Networking.framework in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		G10000000000000000000001 = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000004 /* Storage.framework */,
        				F10000000000000000000005 /* Networking.framework */,
        				G10000000000000000000002 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G10000000000000000000002 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F10000000000000000000001 /* App.app */,
        				F10000000000000000000002 /* WidgetExt.appex */,
        				F10000000000000000000003 /* Networking.framework */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T10000000000000000000001 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000001 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				H10000000000000000000001 /* Embed Foundation Extensions */,
        			);
        			dependencies = (
        				D10000000000000000000001 /* PBXTargetDependency */,
        			);
        			name = App;
        			productName = App;
        			productReference = F10000000000000000000001 /* App.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T10000000000000000000002 /* WidgetExt */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000002 /* Build configuration list for PBXNativeTarget "WidgetExt" */;
        			buildPhases = (
        				K10000000000000000000001 /* Frameworks */,
        			);
        			dependencies = (
        			);
        			name = WidgetExt;
        			productName = WidgetExt;
        			productReference = F10000000000000000000002 /* WidgetExt.appex */;
        			productType = "com.apple.product-type.app-extension";
        		};
        		T10000000000000000000003 /* Networking */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L10000000000000000000003 /* Build configuration list for PBXNativeTarget "Networking" */;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = Networking;
        			productName = Networking;
        			productReference = F10000000000000000000003 /* Networking.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P10000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L10000000000000000000000 /* Build configuration list for PBXProject "App" */;
        			mainGroup = G10000000000000000000001;
        			productRefGroup = G10000000000000000000002 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T10000000000000000000001 /* App */,
        				T10000000000000000000002 /* WidgetExt */,
        				T10000000000000000000003 /* Networking */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXTargetDependency section */
        		D10000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T10000000000000000000002 /* WidgetExt */; targetProxy = C10000000000000000000001 /* PBXContainerItemProxy */; };
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        		M10000000000000000000000 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        		M10000000000000000000001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.app; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		M10000000000000000000002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.app.widget; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        		M10000000000000000000003 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.Networking; PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L10000000000000000000000 /* Build configuration list for PBXProject "App" */ = {isa = XCConfigurationList; buildConfigurations = (M10000000000000000000000 /* Release */, ); defaultConfigurationName = Release; };
        		L10000000000000000000001 /* Build configuration list for PBXNativeTarget "App" */ = {isa = XCConfigurationList; buildConfigurations = (M10000000000000000000001 /* Release */, ); defaultConfigurationName = Release; };
        		L10000000000000000000002 /* Build configuration list for PBXNativeTarget "WidgetExt" */ = {isa = XCConfigurationList; buildConfigurations = (M10000000000000000000002 /* Release */, ); defaultConfigurationName = Release; };
        		L10000000000000000000003 /* Build configuration list for PBXNativeTarget "Networking" */ = {isa = XCConfigurationList; buildConfigurations = (M10000000000000000000003 /* Release */, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */
        	};
        	rootObject = P10000000000000000000001 /* Project object */;
        }

        """#

    /// The modules' project: `Storage Kit`, which builds `Storage.framework` and links
    /// `ProfileFeature`, and that feature.
    static let modules = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		B20000000000000000000001 /* ProfileFeature.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = F20000000000000000000002 /* ProfileFeature.framework */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		C20000000000000000000001 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = P20000000000000000000001 /* Project object */; proxyType = 1; remoteGlobalIDString = T20000000000000000000002; remoteInfo = ProfileFeature; };
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		F20000000000000000000001 /* Storage.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; name = Storage.framework; path = "Storage Kit.framework"; sourceTree = BUILT_PRODUCTS_DIR; };
        		F20000000000000000000002 /* ProfileFeature.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = ProfileFeature.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		K20000000000000000000001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B20000000000000000000001 /* ProfileFeature.framework in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		G20000000000000000000001 = {
        			isa = PBXGroup;
        			children = (
        				G20000000000000000000002 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G20000000000000000000002 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F20000000000000000000001 /* Storage.framework */,
        				F20000000000000000000002 /* ProfileFeature.framework */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T20000000000000000000001 /* Storage Kit */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L20000000000000000000001 /* Build configuration list for PBXNativeTarget "Storage Kit" */;
        			buildPhases = (
        				K20000000000000000000001 /* Frameworks */,
        			);
        			dependencies = (
        				D20000000000000000000001 /* PBXTargetDependency */,
        			);
        			name = "Storage Kit";
        			productName = "Storage Kit";
        			productReference = F20000000000000000000001 /* Storage.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        		T20000000000000000000002 /* ProfileFeature */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L20000000000000000000002 /* Build configuration list for PBXNativeTarget "ProfileFeature" */;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = ProfileFeature;
        			productName = ProfileFeature;
        			productReference = F20000000000000000000002 /* ProfileFeature.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		P20000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L20000000000000000000000 /* Build configuration list for PBXProject "Modules" */;
        			mainGroup = G20000000000000000000001;
        			productRefGroup = G20000000000000000000002 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T20000000000000000000001 /* Storage Kit */,
        				T20000000000000000000002 /* ProfileFeature */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXTargetDependency section */
        		D20000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = T20000000000000000000002 /* ProfileFeature */; targetProxy = C20000000000000000000001 /* PBXContainerItemProxy */; };
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        		M20000000000000000000000 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        		M20000000000000000000001 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.Storage; PRODUCT_NAME = Storage; }; name = Release; };
        		M20000000000000000000002 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_BUNDLE_IDENTIFIER = com.example.ProfileFeature; PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L20000000000000000000000 /* Build configuration list for PBXProject "Modules" */ = {isa = XCConfigurationList; buildConfigurations = (M20000000000000000000000 /* Release */, ); defaultConfigurationName = Release; };
        		L20000000000000000000001 /* Build configuration list for PBXNativeTarget "Storage Kit" */ = {isa = XCConfigurationList; buildConfigurations = (M20000000000000000000001 /* Release */, ); defaultConfigurationName = Release; };
        		L20000000000000000000002 /* Build configuration list for PBXNativeTarget "ProfileFeature" */ = {isa = XCConfigurationList; buildConfigurations = (M20000000000000000000002 /* Release */, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */
        	};
        	rootObject = P20000000000000000000001 /* Project object */;
        }

        """#

    /// Every file of the checkout.
    static let files: [String: String] = [
        "App.xcworkspace/contents.xcworkspacedata": workspace,
        "App.xcodeproj/project.pbxproj": app,
        "Modules/Modules.xcodeproj/project.pbxproj": modules,
    ]
}
