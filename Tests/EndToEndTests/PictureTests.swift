import Foundation
import Testing
import TestSupport

/// `adder snapshot --svg/--html`: the picture holds the text snapshot cell for cell, in a real
/// browser where one is installed; the README's pictures are what `Scripts/pictures` makes.
@Suite(.onOwnThreads) struct PictureTests {
    static let screens: [(name: String, arguments: [String])] = [
        ("to-dos", ["--size", "100x24", "--keys", "j"]),
        ("news reader, wide glyphs", ["--tab", "news", "--size", "120x30", "--keys", "<Enter><Down><Down><Down><Enter>"]),
        ("help in the light theme", ["--size", "80x20", "--keys", "?", "--theme", "light"]),
    ]

    @Test func theSVGHoldsEveryCellOfTheTextSnapshot() async throws {
        for screen in Self.screens {
            let home = TemporaryDirectory("adder-picture")
            let text = try await TodoCommandTests.adder(["snapshot", "--demo"] + screen.arguments, home: home)
            let svg = try await TodoCommandTests.adder(["snapshot", "--demo", "--svg"] + screen.arguments, home: home)
            #expect(text.status == 0 && svg.status == 0, "\(screen.name): \(text), \(svg)")
            let expected = text.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            let size = screen.arguments[screen.arguments.firstIndex(of: "--size")! + 1].split(separator: "x").compactMap { Int($0) }
            let picture = PictureGrid(svg: svg.output, columns: size[0], rows: size[1])
            #expect(picture.lines == expected, "\(screen.name)")
        }
    }

    @Test(.enabled(if: Chromium.path() != nil, "no chromium installed (apt-get install chromium): the browser check is skipped"))
    func aBrowserPutsEveryGlyphInItsCell() async throws {
        let browser = try #require(Chromium.path())
        for screen in Self.screens {
            let home = TemporaryDirectory("adder-picture-browser")
            let text = try await TodoCommandTests.adder(["snapshot", "--demo"] + screen.arguments, home: home)
            let html = try await TodoCommandTests.adder(["snapshot", "--demo", "--html"] + screen.arguments, home: home)
            let rendered = try Chromium.cellsAsLaidOut(html: html.output, browser: browser, scratch: home)
            let expected = text.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(rendered == expected, "\(screen.name)")
        }
    }

    @Test func theREADMEPicturesAreWhatTheScriptMakes() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = TemporaryDirectory("adder-pictures")
        let process = Process()
        process.executableURL = repository.appendingPathComponent("Scripts/pictures")
        process.arguments = [output.url.path]
        process.environment = ["ADDER": try TodoCommandTests.AdderBinary.url().path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for name in ["todos.svg", "news.svg", "themes.svg"] {
            let made = try Data(contentsOf: output.file(name))
            let committed = try Data(contentsOf: repository.appendingPathComponent("docs/pictures/\(name)"))
            #expect(made == committed, "docs/pictures/\(name) is not what Scripts/pictures makes now: run it and read the diff")
        }
    }
}

/// The cells an SVG picture claims, from each `<text>`'s `data-row`/`data-column` and its glyphs
/// (the picture writes one element a line).
struct PictureGrid {
    let lines: [String]

    init(svg: String, columns: Int, rows: Int) {
        var grid = [[String]](repeating: [String](repeating: " ", count: columns), count: rows)
        for line in svg.split(separator: "\n") where line.hasPrefix("<text ") {
            guard let row = Self.number("data-row", in: line), var column = Self.number("data-column", in: line),
                  let cells = Self.number("data-cells", in: line),
                  let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>") else { continue }
            let glyphs = Array(Self.unescaped(String(line[line.index(after: open)..<close.lowerBound])))
            if glyphs.count == 1, cells == 2 {
                grid[row][column] = String(glyphs[0])
                grid[row][column + 1] = ""
                continue
            }
            for glyph in glyphs {
                grid[row][column] = String(glyph)
                column += 1
            }
        }
        lines = grid.map { $0.joined() }
    }

    private static func number(_ name: String, in line: Substring) -> Int? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return Int(line[start.upperBound...].prefix { $0 != "\"" })
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Debian's headless Chromium, asked where it laid out each glyph of a picture.
enum Chromium {
    static func path() -> String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Loads the page with a script that finds, for every grapheme of every `<text>`, the cell its
    /// rendered box starts in, and writes the grid it makes into the page; returns that grid.
    static func cellsAsLaidOut(html: String, browser: String, scratch: TemporaryDirectory) throws -> [String] {
        let page = scratch.file("picture.html")
        try Data(html.replacingOccurrences(of: "</body>", with: "<script>\(readBack)</script></body>").utf8).write(to: page)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.file("profile").path)",
                             "--virtual-time-budget=2000", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let start = dom.range(of: "<pre id=\"cells\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw TodoCommandTests.Failure(description: "chromium gave no laid-out grid: \(dom.prefix(300))")
        }
        return PictureGrid.unescaped(String(dom[start.upperBound..<end.lowerBound])).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static let readBack = """
        const svg = document.querySelector('svg');
        const cellWidth = 9, cellHeight = 18;
        const grid = Array.from({length: Math.round(svg.height.baseVal.value / cellHeight)},
                                () => Array(Math.round(svg.width.baseVal.value / cellWidth)).fill(' '));
        const graphemes = new Intl.Segmenter('en', {granularity: 'grapheme'});
        for (const text of svg.querySelectorAll('text')) {
          let index = 0;
          for (const {segment} of graphemes.segment(text.textContent)) {
            const box = text.getExtentOfChar(index);
            const row = Math.floor((box.y + box.height / 2) / cellHeight);
            const column = Math.round(box.x / cellWidth);
            const cells = Math.round(box.width / cellWidth);
            if (grid[row] && column < grid[row].length) {
              grid[row][column] = segment;
              if (cells == 2) grid[row][column + 1] = '';
            }
            index += segment.length;
          }
        }
        const pre = document.createElement('pre');
        pre.id = 'cells';
        pre.textContent = grid.map(row => row.join('')).join('\\n');
        document.body.appendChild(pre);
        """
}
