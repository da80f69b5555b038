import SwiftUI
import OrderingKit

@main
struct BrewClipApp: App {
    var body: some Scene { WindowGroup { Text("Order") } }
}
