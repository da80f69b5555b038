import ProjectDescription

extension Project {
    /// A module of the app: a framework with its unit tests.
    public static func module(
        name: String,
        dependencies: [TargetDependency] = []
    ) -> Project {
        Project(
            name: name,
            targets: [
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "com.example.brew.\(name.lowercased())",
                    deploymentTargets: .iOS("16.0"),
                    sources: ["Sources/**"],
                    dependencies: dependencies
                ),
                .target(
                    name: "\(name)Tests",
                    destinations: .iOS,
                    product: .unitTests,
                    bundleId: "com.example.brew.\(name.lowercased()).tests",
                    deploymentTargets: .iOS("16.0"),
                    sources: ["Tests/**"],
                    dependencies: [.target(name: name)]
                ),
            ]
        )
    }
}
