import Terminal

/// The sizes the layout works with, which config.toml's `split-width` is checked against.
public enum ScreenLimits {
    /// Below it, only the "too small" line shows.
    public static let minimumSize = Size(columns: 40, rows: 10)
    /// The terminal width from which two panes show side by side, unless config.toml says otherwise.
    public static let defaultSplitWidth = 100
}
