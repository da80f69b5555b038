import ProjectDescription

let workspace = Workspace(
    name: "Brew",
    projects: [
        "App",
        "Modules/*",
    ]
)
