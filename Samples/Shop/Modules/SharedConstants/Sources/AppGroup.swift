/// The App Group every target of the shop shares.
public enum AppGroup {
    public static let identifier = "group.com.example.shop"
}
