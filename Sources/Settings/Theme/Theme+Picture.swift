import Terminal

extension Theme {
    /// The terminal colours a picture of this theme is drawn on: a dark or light terminal's usual
    /// ones, or the colour the theme was made for (with light or dark text, whichever reads).
    public var pictureSettings: PictureSettings {
        let dark = RGBColor(red: 0x1C, green: 0x1C, blue: 0x1C), light = RGBColor(red: 0xD0, green: 0xD0, blue: 0xD0)
        switch background {
        case .dark:
            return PictureSettings(foreground: light, background: dark)
        case .light:
            return PictureSettings(foreground: dark, background: RGBColor(red: 0xFA, green: 0xFA, blue: 0xFA))
        case .colour(let colour):
            let background = colour.pictureRGB
            let isDark = Int(background.red) * 299 + Int(background.green) * 587 + Int(background.blue) * 114 < 128_000
            return PictureSettings(foreground: isDark ? light : dark, background: background)
        }
    }
}

extension TerminalColor {
    /// The colour as a picture shows it (a terminal default is taken as black).
    fileprivate var pictureRGB: RGBColor {
        switch self {
        case .terminalDefault: RGBColor(red: 0, green: 0, blue: 0)
        case .indexed(let index): XtermPalette.color(at: index)
        case .rgb(let rgb): rgb
        }
    }
}
