import TextOutput

/// Escaping for the formats whose text a browser reads as markup: HTML, and GitHub's Markdown.
enum Markup {
    /// `text` with the characters no output writes as they are escaped as `\u{1B}`, `&`, `<` and
    /// `>` as entities, and each character `extra` has a spelling for spelled so.
    static func escaping(_ text: String, extra: (Character) -> String?) -> String {
        var escaped = ""
        for character in ControlCharacters.escaping(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped += extra(character) ?? String(character)
            }
        }
        return escaped
    }
}
