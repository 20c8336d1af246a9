extension String {
    /// Without leading and trailing white space (Unicode's White_Space: spaces, tabs, line
    /// breaks). Foundation's `trimmingCharacters(in:)` goes through UTF-16 on Linux, which
    /// was a fifth of the time a feed took to parse.
    public var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Whether there is anything but white space.
    public var hasVisibleText: Bool {
        unicodeScalars.contains { !$0.properties.isWhitespace }
    }
}
