public enum AppGroup {
    public static let identifier = "group.com.example.shop"
    public static let share = "group.com.example.share"
}
