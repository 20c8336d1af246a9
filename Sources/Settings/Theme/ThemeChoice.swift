/// Which theme the program paints with: `--theme` (the user asked, so it wins even over
/// NO_COLOR), then NO_COLOR (the mono theme, attributes only), then config.toml's `theme`, then
/// the default. A theme that cannot be used gives way to the default (the colourless mono under
/// NO_COLOR) and one sentence that says why.
public enum ThemeChoice {
    /// Whether the environment asks for no colour: NO_COLOR set to anything but the empty string.
    public static func noColour(in environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The theme to use, and the sentence that says why it is not the one asked for.
    public static func resolve(explicit: String?, configured: String?, environment: [String: String],
                               loader: ThemeLoader) -> (Theme, String?) {
        let noColour = noColour(in: environment)
        let fallback = noColour ? ((try? ThemeLoader.builtIn(named: "mono")) ?? .builtIn).withoutColour() : .builtIn
        do {
            if let explicit { return (try loader.load(explicit), nil) }
            if noColour { return (try loader.load(named: "mono").withoutColour(), nil) }
            return (try loader.load(named: configured ?? Theme.builtIn.name), nil)
        } catch {
            return (fallback, error.description)
        }
    }
}
