import TOMLKit

/// Settings from config.toml.
public enum ConfigFile {
    /// `theme = "NAME"`, if the file sets it.
    public static func themeName(in text: String) -> String? {
        (try? TOMLTable(string: text))?["theme"]?.string
    }

    /// `[news] auto-refresh = MINUTES`: refresh every feed that often while the TUI runs; nil
    /// (the default) when unset, zero or not a whole number.
    public static func autoRefreshMinutes(in text: String) -> Int? {
        guard let minutes = (try? TOMLTable(string: text))?["news"]?["auto-refresh"]?.int, minutes > 0 else { return nil }
        return minutes
    }
}
