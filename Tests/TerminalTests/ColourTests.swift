import Terminal
import Testing

@Suite("Colours: the xterm palette, nearest colour, SGR")
struct ColourTests {
    private func rgb(_ hex: String) -> RGBColor { RGBColor(hex: hex)! }

    @Test("#rrggbb reads in either case and nothing else is a colour")
    func hex() {
        #expect(RGBColor(hex: "#FF8700") == RGBColor(red: 255, green: 135, blue: 0))
        #expect(RGBColor(hex: "#0a0B0c")?.hex == "#0a0b0c")
        for bad in ["#12345", "#1234567", "123456", "#12345g", "#+12345", "#１２３４５６", ""] {
            #expect(RGBColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test("the palette: xterm's 16 system colours, the 6×6×6 cube, 24 greys")
    func palette() {
        #expect(XtermPalette.color(at: 1) == rgb("#cd0000"))
        #expect(XtermPalette.color(at: 12) == rgb("#5c5cff"))
        #expect(XtermPalette.color(at: 16) == rgb("#000000"))
        #expect(XtermPalette.color(at: 75) == rgb("#5fafff"))
        #expect(XtermPalette.color(at: 208) == rgb("#ff8700"))
        #expect(XtermPalette.color(at: 231) == rgb("#ffffff"))
        #expect(XtermPalette.color(at: 232) == rgb("#080808"))
        #expect(XtermPalette.color(at: 255) == rgb("#eeeeee"))
    }

    @Test("nearest is the smallest squared RGB distance, the lower index on a tie")
    func nearest() {
        #expect(rgb("#ff8700").squaredDistance(to: rgb("#cdcd00")) == 50 * 50 + 70 * 70)
        #expect(XtermPalette.nearest(to: rgb("#ff8700"), among: 16..<256) == 208)
        #expect(XtermPalette.nearest(to: rgb("#ff8700"), among: 0..<16) == 3)
        #expect(XtermPalette.nearest(to: rgb("#808080"), among: 16..<256) == 244)
        #expect(XtermPalette.nearest(to: rgb("#002b36"), among: 16..<256) == 234)
        #expect(XtermPalette.nearest(to: rgb("#002b36"), among: 0..<16) == 0)
        // #000000 is both 0 and 16: the lower index wins.
        #expect(XtermPalette.nearest(to: rgb("#000000"), among: 0..<256) == 0)
        for index in 16..<256 {
            #expect(XtermPalette.nearest(to: XtermPalette.color(at: index), among: 16..<256) == index)
        }
    }

    @Test("a colour the terminal has is kept; one it lacks becomes its nearest", arguments: [
        (TerminalColor.terminalDefault, 256, nil),
        (.indexed(4), 256, 4),
        (.indexed(4), 8, 4),
        (.indexed(208), 256, 208),
        (.indexed(208), 16, 3),
        (.indexed(12), 8, 4),
        (.indexed(238), 16, 8),
        (.rgb(RGBColor(red: 255, green: 135, blue: 0)), 256, 208),
        (.rgb(RGBColor(red: 0xcb, green: 0x4b, blue: 0x16)), 256, 166),
        (.rgb(RGBColor(red: 255, green: 135, blue: 0)), 16, 3),
        (.rgb(RGBColor(red: 255, green: 135, blue: 0)), 8, 3),
        (.rgb(RGBColor(red: 255, green: 135, blue: 0)), 0, nil),
        (.indexed(1), 0, nil),
    ] as [(TerminalColor, Int, Int?)])
    func fallback(colour: TerminalColor, colours: Int, expected: Int?) {
        #expect(colour.number(forTerminalWith: colours) == expected)
    }

    @Test("a direct-colour terminal gets the exact value; 0-7 stay the system colours")
    func directColour() {
        let direct = TerminalColor.directColourCount
        #expect(TerminalColor.rgb(RGBColor(red: 0x12, green: 0x34, blue: 0x56)).number(forTerminalWith: direct) == 0x123456)
        #expect(TerminalColor.indexed(3).number(forTerminalWith: direct) == 3)
        #expect(TerminalColor.indexed(208).number(forTerminalWith: direct) == 0xFF8700)
        #expect(TerminalColor.rgb(RGBColor(red: 0, green: 0, blue: 0)).number(forTerminalWith: direct) == 8)
    }

    @Test("ANSI output: 256-colour and 24-bit SGR, attributes only when there is no colour")
    func ansi() {
        var screen = Screen(size: Size(columns: 2, rows: 1))
        screen.write("a", row: 0, column: 0, role: .selected)
        screen.write("b", row: 0, column: 1, role: .done)
        let styles: [StyleRole: TerminalStyle] = [
            .selected: TerminalStyle(foreground: .indexed(0), background: .rgb(RGBColor(red: 1, green: 2, blue: 3)), bold: true),
            .done: TerminalStyle(foreground: .indexed(8), dim: true),
        ]
        #expect(screen.ansi(styles: styles) == "\u{1B}[0;1;38;5;0;48;2;1;2;3ma\u{1B}[0;2;38;5;8mb\u{1B}[0m\n")
        #expect(screen.ansi(styles: styles.mapValues(\.withoutColour)) == "\u{1B}[0;1ma\u{1B}[0;2mb\u{1B}[0m\n")
    }
}
