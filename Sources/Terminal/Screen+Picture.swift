/// What a picture of the screen is drawn with: the terminal's own default colours (which a
/// theme's `terminalDefault` stands for) and the size of a cell.
public struct PictureSettings: Sendable {
    public var foreground: RGBColor
    public var background: RGBColor
    /// A cell's width and height, and the font's size, in CSS pixels.
    public var cellWidth = 9.0
    public var cellHeight = 18.0
    public var fontSize = 15.0
    /// Monospace fonts that hold box drawing; emoji and CJK fall back to the viewer's fonts.
    public var fontFamily = "'DejaVu Sans Mono', 'Noto Sans Mono', 'Liberation Mono', monospace"

    public init(foreground: RGBColor, background: RGBColor) {
        self.foreground = foreground
        self.background = background
    }
}

extension Screen {
    /// The screen as an SVG picture, cell for cell: every run of text is stretched to exactly its
    /// cells (`textLength`), and a wide glyph gets its two cells, so a viewer's font cannot shift
    /// a column. Each `<text>` carries its row and first column (`data-row`, `data-column`), so a
    /// test can read back where a browser put every glyph.
    public func svg(styles: [StyleRole: TerminalStyle], settings: PictureSettings) -> String {
        let width = Double(size.columns) * settings.cellWidth, height = Double(size.rows) * settings.cellHeight
        var output = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="\(settings.fontFamily)" \
            font-size="\(number(settings.fontSize))">
            <rect width="100%" height="100%" fill="\(settings.background.hex)"/>

            """
        for row in 0..<size.rows {
            let runs = pictureRuns(row: row, styles: styles, settings: settings)
            for run in runs where run.paint.background != settings.background {
                output += "<rect x=\"\(number(Double(run.column) * settings.cellWidth))\" "
                    + "y=\"\(number(Double(row) * settings.cellHeight))\" width=\"\(number(Double(run.cells) * settings.cellWidth))\" "
                    + "height=\"\(number(settings.cellHeight))\" fill=\"\(run.paint.background.hex)\"/>\n"
            }
            for run in runs where run.text.contains(where: { $0 != " " }) {
                output += textElement(run, row: row, settings: settings)
            }
        }
        return output + "</svg>\n"
    }

    /// The same picture in an HTML page, for a browser or a screenshot.
    public func html(styles: [StyleRole: TerminalStyle], settings: PictureSettings, title: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(PictureText.escaped(title))</title>
        <style>body { margin: 0; background: \(settings.background.hex); } svg { display: block; }</style></head>
        <body>
        \(svg(styles: styles, settings: settings))</body></html>

        """
    }

    private func textElement(_ run: PictureRun, row: Int, settings: PictureSettings) -> String {
        let x = Double(run.column) * settings.cellWidth
        let baseline = Double(row) * settings.cellHeight + settings.cellHeight * 0.78
        var attributes = "x=\"\(number(x))\" y=\"\(number(baseline))\" textLength=\"\(number(Double(run.cells) * settings.cellWidth))\" "
            + "lengthAdjust=\"spacingAndGlyphs\" fill=\"\(run.paint.foreground.hex)\""
        if run.paint.style.bold { attributes += " font-weight=\"bold\"" }
        if run.paint.style.italic { attributes += " font-style=\"italic\"" }
        if run.paint.style.underline { attributes += " text-decoration=\"underline\"" }
        if run.paint.style.dim { attributes += " fill-opacity=\"0.6\"" }
        return "<text \(attributes) data-row=\"\(row)\" data-column=\"\(run.column)\" data-cells=\"\(run.cells)\" "
            + "xml:space=\"preserve\">\(PictureText.escaped(run.text))</text>\n"
    }

    /// A row cut where the paint changes, and around each wide glyph (which takes its two cells
    /// alone, so the stretch of a run never depends on how wide a font draws it).
    private func pictureRuns(row: Int, styles: [StyleRole: TerminalStyle], settings: PictureSettings) -> [PictureRun] {
        var runs: [PictureRun] = []
        var column = 0
        while column < size.columns {
            let cell = self[row, column]
            let paint = Paint(style: styles[cell.role] ?? .plain, settings: settings)
            let cells = column + 1 < size.columns && self[row, column + 1].isContinuation ? 2 : 1
            if cells == 1, let last = runs.last, last.paint == paint, last.isNarrow {
                runs[runs.count - 1].text += cell.text.isEmpty ? " " : cell.text
                runs[runs.count - 1].cells += 1
            } else {
                runs.append(PictureRun(column: column, cells: cells, text: cell.text.isEmpty ? " " : cell.text, paint: paint,
                                       isNarrow: cells == 1))
            }
            column += cells
        }
        return runs
    }

    /// A coordinate with at most two decimals, so the file does not carry rounding noise.
    private func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A stretch of one row drawn with one paint.
private struct PictureRun {
    let column: Int
    var cells: Int
    var text: String
    let paint: Paint
    let isNarrow: Bool
}

/// A style resolved to the colours a picture shows, reverse applied.
private struct Paint: Equatable {
    let style: TerminalStyle
    let foreground: RGBColor
    let background: RGBColor

    init(style: TerminalStyle, settings: PictureSettings) {
        self.style = style
        let foreground = Self.resolve(style.foreground, default: settings.foreground)
        let background = Self.resolve(style.background, default: settings.background)
        self.foreground = style.reverse ? background : foreground
        self.background = style.reverse ? foreground : background
    }

    private static func resolve(_ color: TerminalColor, default: RGBColor) -> RGBColor {
        switch color {
        case .terminalDefault: `default`
        case .indexed(let index): XtermPalette.color(at: index)
        case .rgb(let rgb): rgb
        }
    }
}

/// Text made safe inside XML: markup characters escaped, and what XML 1.0 cannot hold (control
/// characters) dropped. Cells hold sanitised glyphs already; this keeps the file valid regardless.
enum PictureText {
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
