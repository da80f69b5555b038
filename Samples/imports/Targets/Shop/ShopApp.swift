import CartCore
import CheckoutFeature
import Router
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { Text("Shop") }
    }
}
