/// The short names of the extension points manifests may write instead of Apple's identifiers.
///
/// A value written where an extension point is expected is a short name or a reverse-DNS identifier
/// (Apple's, such as `com.apple.widgetkit-extension`, or a custom one, `com.acme.point`); anything
/// else is a typo, which would otherwise select no allowlist and no custom rule without a word.
public enum ExtensionPoint {
    /// Short name to identifier, as Apple names the identifiers in `NSExtensionPointIdentifier` (the
    /// iOS ones a team is likely to write; any other is written as its identifier).
    public static let shortNames: [(name: String, identifier: String)] = [
        ("share", "com.apple.share-services"),
        ("widget", "com.apple.widgetkit-extension"),
        ("notification-content", "com.apple.usernotifications.content-extension"),
        ("notification-service", "com.apple.usernotifications.service"),
        ("intents", "com.apple.intents-service"),
        ("intents-ui", "com.apple.intents-ui-service"),
        ("app-intents", "com.apple.appintents-extension"),
        ("action", "com.apple.ui-services"),
        ("keyboard", "com.apple.keyboard-service"),
        ("file-provider", "com.apple.fileprovider-nonui"),
        ("file-provider-ui", "com.apple.fileprovider-actionsui"),
        ("safari", "com.apple.Safari.web-extension"),
        ("content-blocker", "com.apple.Safari.content-blocker"),
        ("messages", "com.apple.message-payload-provider"),
        ("imessage", "com.apple.message-payload-provider"),
        ("message-filter", "com.apple.identitylookup.message-filter"),
        ("call-directory", "com.apple.callkit.call-directory"),
        ("broadcast-upload", "com.apple.broadcast-services-upload"),
        ("broadcast-setup", "com.apple.broadcast-services-setupui"),
        ("photo-editing", "com.apple.photo-editing"),
        ("spotlight", "com.apple.spotlight.index"),
        ("quicklook-preview", "com.apple.quicklook.preview"),
        ("quicklook-thumbnail", "com.apple.quicklook.thumbnail"),
        ("credential-provider", "com.apple.authentication-services-credential-provider-ui"),
        ("packet-tunnel", "com.apple.networkextension.packet-tunnel"),
        ("app-proxy", "com.apple.networkextension.app-proxy"),
        ("dns-proxy", "com.apple.networkextension.dns-proxy"),
        ("content-filter", "com.apple.networkextension.filter-data"),
        ("content-filter-control", "com.apple.networkextension.filter-control"),
        ("background-assets", "com.apple.background-asset-downloader-extension"),
    ]

    /// The identifier for a short name or an identifier; any other string is kept as given.
    public static func identifier(for name: String) -> String {
        shortNames.first { $0.name == name }?.identifier ?? name
    }

    /// The identifier a value written for an extension point stands for: a short name's identifier,
    /// or the value itself when it is a reverse-DNS identifier; nil for anything else.
    public static func resolve(_ value: String) -> String? {
        if let short = shortNames.first(where: { $0.name == value }) { return short.identifier }
        return isIdentifier(value) ? value : nil
    }

    /// Whether `text` is a reverse-DNS identifier: two or more non-empty parts joined by dots, with
    /// no white space.
    public static func isIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { !$0.isEmpty }
            && !text.unicodeScalars.contains { $0.properties.isWhitespace }
    }

    /// The message for a value that ``resolve(_:)`` does not know, as `what` names the place:
    /// "unknown extension point 'widgt' for 'extension-point' of target 'W'; …; did you mean 'widget'?".
    /// With a suggestion the message stays short; without one it lists every short name.
    public static func unknown(_ value: String, for what: String) -> String {
        let names = shortNames.map(\.name)
        let suggestion = Suggestion.didYouMean(value, in: names)
        let shortName = suggestion.isEmpty ? "one of the short names \(names.joined(separator: ", "))," : "a short name"
        return
            "unknown extension point '\(value)' for \(what); expected \(shortName) or an identifier with a dot, such as com.apple.widgetkit-extension\(suggestion)"
    }

    /// The short name of an identifier, if it has one (the first, where two name it).
    public static func shortName(of identifier: String) -> String? {
        shortNames.first { $0.identifier == identifier }?.name
    }
}
