/// Bundle identifiers as importers derive them from target names.
public enum BundleIdentifier {
    /// A target name as XcodeGen writes it into a bundle id it derives: `_` as `-`, and characters
    /// other than letters, digits, `-` and `.` left out.
    public static func component(from name: String) -> String {
        String(name.map { $0 == "_" ? "-" : $0 }).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
    }
}
