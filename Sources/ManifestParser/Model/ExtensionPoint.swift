/// The short names of the extension points manifests may write instead of Apple's identifiers.
public enum ExtensionPoint {
    /// Short name to identifier, in the order the documentation lists them.
    public static let shortNames: [(name: String, identifier: String)] = [
        ("share", "com.apple.share-services"),
        ("widget", "com.apple.widgetkit-extension"),
        ("notification-content", "com.apple.usernotifications.content-extension"),
        ("notification-service", "com.apple.usernotifications.service"),
        ("intents", "com.apple.intents-service"),
        ("action", "com.apple.ui-services"),
        ("keyboard", "com.apple.keyboard-service"),
        ("file-provider", "com.apple.fileprovider-nonui"),
        ("safari", "com.apple.Safari.web-extension"),
    ]

    /// The identifier for a short name or an identifier; any other string is kept as given.
    public static func identifier(for name: String) -> String {
        shortNames.first { $0.name == name }?.identifier ?? name
    }

    /// The short name of an identifier, if it has one.
    public static func shortName(of identifier: String) -> String? {
        shortNames.first { $0.identifier == identifier }?.name
    }
}
