@testable import App
import Foundation
import Settings
import Terminal
import Testing

/// The help page: where it opens, how it finds, how it wraps; and the message log it also shows.
@MainActor
@Suite struct HelpPresenterTests {
    private func help(at context: KeyContext? = nil, width: Int = 80, rows: Int = 20) -> HelpPresenter {
        let presenter = HelpPresenter(page: .keys(startingAt: context), keymap: .standard,
                                      dates: { DateText(now: .distantPast, timeZone: .gmt) })
        presenter.viewDidChange(width: width, visibleRows: rows)
        return presenter
    }

    private func texts(_ presenter: HelpPresenter) -> [String] {
        presenter.viewModel.lines.map { row in
            switch row.line {
            case .heading(let text), .note(let text): text
            case .item(let left, let text, _): "\(left) | \(text)"
            case .continuation(let text, _): "  | \(text)"
            case .blank: ""
            }
        }
    }

    @Test func controlCAsksToQuit() {
        let presenter = help()
        #expect(presenter.handle(.control("c")))
        #expect(presenter.effects.pending.quitCount == 1)
    }

    @Test("? opens at the section of the pane it was pressed in")
    func opensAtThePanesSection() {
        #expect(texts(help(at: nil)).first == KeyContext.global.title)
        #expect(texts(help(at: .newsReader)).first == KeyContext.newsReader.title)
        #expect(texts(help(at: .todoDetail)).first == KeyContext.todoDetail.title)
        // Scrolling up from there shows the sections before it.
        let presenter = help(at: .newsReader)
        _ = presenter.handle(.character("k"))
        #expect(texts(presenter).dropFirst().first == KeyContext.newsReader.title)
    }

    @Test("/ keeps only the entries holding every word, as they are typed; back clears, then closes")
    func findFilters() {
        let presenter = help()
        _ = presenter.handle(.character("/"))
        #expect(presenter.viewModel.chrome.prompt != nil)
        for character in "repeat rule" { _ = presenter.handle(.character(character)) }
        let found = texts(presenter)
        #expect(found.contains { $0.hasPrefix("R | Set the repeat rule") })
        #expect(!found.contains { $0.contains("Move down") })
        #expect(found.first == KeyContext.todoList.title)
        _ = presenter.handle(.enter)
        #expect(presenter.viewModel.chrome.prompt == nil)
        #expect(presenter.viewModel.title == "Keys matching “repeat rule”")
        _ = presenter.handle(.character("q"))
        #expect(presenter.effects.pending.isEmpty)
        #expect(texts(presenter).contains { $0.contains("Move down") })
        _ = presenter.handle(.character("q"))
        #expect(presenter.effects.pending == [.close])
    }

    @Test("a search that matches nothing says so; Esc in the editor drops the search")
    func findNothing() {
        let presenter = help()
        _ = presenter.handle(.character("/"))
        for character in "zzqx" { _ = presenter.handle(.character(character)) }
        #expect(texts(presenter) == ["Nothing matches “zzqx”."])
        _ = presenter.handle(.escape)
        #expect(texts(presenter).first == KeyContext.global.title)
    }

    @Test("the last section lists the command line's short words with what their actions do")
    func commandLineSection() {
        let lines = texts(help(width: 120, rows: 1000))
        let heading = lines.firstIndex { $0 == "Command line: these words, or any action's [keys] name" }
        #expect(heading != nil)
        #expect(lines.contains(":sort | cycle-sort: Sort: manual, due, priority, newest, project"))
        #expect(lines.contains { $0.hasPrefix(":tag | edit-tags / pick-tag: ") })
    }

    @Test("a long help text wraps under its own start instead of being cut")
    func wraps() {
        let presenter = help(width: 60, rows: 400)
        let lines = texts(presenter)
        let due = lines.firstIndex { $0.hasPrefix("D | Set the due date and time") }
        let next = due.map { lines[$0 + 1] }
        #expect(next?.hasPrefix("  | ") == true)
        #expect(lines.joined(separator: " ").contains("YYYY-MM-DD; empty"))
        let widest = presenter.viewModel.lines.compactMap { row -> Int? in
            switch row.line {
            case .item(_, let text, _), .continuation(let text, _): 3 + row.leftWidth + 2 + Glyph.width(of: text) + 1
            default: nil
            }
        }.max()
        #expect((widest ?? 99) <= 60)
    }

    @Test("the message log lists what the status bar said, newest first, in full")
    func messageLog() {
        let day = Date(timeIntervalSince1970: 1_780_000_000)
        let log = [LoggedMessage(time: day, message: StatusMessage("first")),
                   LoggedMessage(time: day.addingTimeInterval(60), message: StatusMessage(String(repeating: "long ", count: 40), isError: true))]
        let presenter = HelpPresenter(page: .messages(log), keymap: .standard, dates: { DateText(now: day, timeZone: .gmt) })
        presenter.viewDidChange(width: 60, visibleRows: 20)
        let lines = texts(presenter)
        #expect(presenter.viewModel.title == "Messages")
        #expect(lines[0] == "Newest first")
        #expect(lines[1].hasPrefix("20:27 | long long"))
        #expect(lines.contains("20:26 | first"))
        #expect(lines.filter { $0.hasPrefix("  | long") }.count >= 3)
    }
}
