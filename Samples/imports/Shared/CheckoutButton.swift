import SwiftUI

// The app shows checkout; the clip hands over to the app instead.
#if !APPCLIP
    import CheckoutFeature
#endif

struct CheckoutButton: View {
    var body: some View {
        Text("Checkout")
    }
}
