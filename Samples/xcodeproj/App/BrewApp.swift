import SwiftUI
import BrewCore
import MenuFeature

@main
struct BrewApp: App {
    var body: some Scene { WindowGroup { Text("Brew") } }
}
