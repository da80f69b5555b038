import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "FeatureMenu",
    dependencies: [
        .project(target: "DesignSystem", path: "../DesignSystem"),
        .project(target: "CoreNetworking", path: "../CoreNetworking"),
    ]
)
