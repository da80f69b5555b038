#!/usr/bin/env python3
"""Writes a synthetic Xcode project with N local Swift packages into FOLDER, for timing the import.

usage: gen_xcodeproj.py N FOLDER

FOLDER gets App.xcodeproj (an app, an App Clip and a widget extension) and Packages/PackageI for I
in 0..N-1. Each package has a feature, a core and a UI module, a library product `KitI` holding the
UI module and a product `CoreI`, and depends on the package before it by path. Half the packages
are named by XCLocalSwiftPackageReference, half as folder references (the style before Xcode 15).
The app links every `KitI`; the clip links `Kit0`, which reaches `Feature0`.
"""
import os
import sys


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    count, folder = int(sys.argv[1]), sys.argv[2]
    objects = []
    ids = iter(range(1, 1 << 30))

    def new_id():
        return "%024X" % next(ids)

    def add(text):
        object_id = new_id()
        objects.append("\t\t%s = %s;" % (object_id, text))
        return object_id

    references, children, app_products = [], [], []
    for index in range(count):
        name = "Package%d" % index
        path = "Packages/" + name
        package = os.path.join(folder, path)
        os.makedirs(package, exist_ok=True)
        previous = "Package%d" % (index - 1)
        dependencies = '.package(path: "../%s")' % previous if index else ""
        core_dependencies = '.product(name: "Core%d", package: "%s")' % (index - 1, previous) if index else ""
        with open(os.path.join(package, "Package.swift"), "w") as manifest:
            manifest.write(
                "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                '    name: "%s",\n    platforms: [.iOS(.v17)],\n    products: [\n'
                '        .library(name: "Kit%d", targets: ["UI%d"]),\n'
                '        .library(name: "Core%d", targets: ["Core%d"]),\n    ],\n'
                "    dependencies: [%s],\n    targets: [\n"
                '        .target(name: "UI%d", dependencies: ["Feature%d", "Core%d"]),\n'
                '        .target(name: "Feature%d", dependencies: ["Core%d"]),\n'
                '        .target(name: "Core%d", dependencies: [%s]),\n'
                '        .testTarget(name: "Core%dTests", dependencies: ["Core%d"]),\n    ]\n)\n'
                % (name, index, index, index, index, dependencies, index, index, index, index, index, index,
                   core_dependencies, index, index))
        if index % 2:
            reference = add('{isa = XCLocalSwiftPackageReference; relativePath = "%s"; }' % path)
            references.append(reference)
            product = add("{isa = XCSwiftPackageProductDependency; package = %s; productName = Kit%d; }"
                          % (reference, index))
        else:
            children.append(add('{isa = PBXFileReference; lastKnownFileType = wrapper; path = "%s"; '
                                'sourceTree = "<group>"; }' % path))
            product = add("{isa = XCSwiftPackageProductDependency; productName = Kit%d; }" % index)
        app_products.append(product)

    def target(name, product_type, packages, dependencies=()):
        return add('{isa = PBXNativeTarget; buildPhases = (); dependencies = (%s); name = %s; '
                   'packageProductDependencies = (%s); productType = "com.apple.product-type.%s"; }'
                   % ("".join(d + ", " for d in dependencies), name, "".join(p + ", " for p in packages),
                      product_type))

    clip = target("Clip", "application.on-demand-install-capable",
                  [add("{isa = XCSwiftPackageProductDependency; productName = Kit0; }")])
    widget = target("Widget", "app-extension", [])
    embeds = [add("{isa = PBXTargetDependency; target = %s; }" % clip),
              add("{isa = PBXTargetDependency; target = %s; }" % widget)]
    app = target("App", "application", app_products, embeds)
    group = add('{isa = PBXGroup; children = (%s); sourceTree = "<group>"; }' % "".join(c + ", " for c in children))
    project = add('{isa = PBXProject; mainGroup = %s; projectDirPath = ""; packageReferences = (%s); '
                  "targets = (%s, %s, %s); }" % (group, "".join(r + ", " for r in references), app, clip, widget))
    os.makedirs(os.path.join(folder, "App.xcodeproj"), exist_ok=True)
    with open(os.path.join(folder, "App.xcodeproj", "project.pbxproj"), "w") as out:
        out.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n%s\n\t};\n"
                  "\trootObject = %s;\n}\n" % ("\n".join(objects), project))


if __name__ == "__main__":
    main()
