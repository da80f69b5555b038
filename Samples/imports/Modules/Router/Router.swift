import UIKit

public enum Router {
    public static func open(_ url: URL) {
        UIApplication.shared.open(url)
    }

    @available(iOSApplicationExtension, unavailable)
    public static func openSettings() {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
    }
}
