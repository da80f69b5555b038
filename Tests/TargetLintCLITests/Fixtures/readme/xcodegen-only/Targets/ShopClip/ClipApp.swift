import SwiftUI

@main
struct ClipApp: App {
    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}
