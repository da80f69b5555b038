import CartCore
import Networking
import SwiftUI

/// The clip reads the cart over the network.
///
/// import Analytics   (a doc comment: no import)
@main
struct ShopClipApp: App {
    let note = """
        import Analytics
        """
    var body: some Scene {
        WindowGroup { Text("Order") }
    }
}
