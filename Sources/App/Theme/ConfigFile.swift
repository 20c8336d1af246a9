import TOMLKit

/// Settings from config.toml.
public enum ConfigFile {
    /// `theme = "NAME"`, if the file sets it.
    public static func themeName(in text: String) -> String? {
        (try? TOMLTable(string: text))?["theme"]?.string
    }
}
