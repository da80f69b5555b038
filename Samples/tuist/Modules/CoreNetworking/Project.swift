import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "CoreNetworking",
    dependencies: [.external(name: "Alamofire")]
)
