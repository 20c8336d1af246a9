@testable import App
import Terminal
import TestSupport
import Testing

@MainActor
@Suite("NewsLinks: the reader's links as a list pane")
struct NewsLinksPresenterTests {
    @MainActor final class InteractorSpy: NewsLinksPresenterToInteractor {
        private(set) var calls: [String] = []
        func open(_ link: String) { calls.append("open \(link)") }
        func copy(_ link: String) { calls.append("copy \(link)") }
    }

    let interactor = InteractorSpy()
    let links = ["https://a.example/", "https://b.example/two", "https://c.example/3"]

    private func presenter(_ links: [String]? = nil) -> NewsLinksPresenter {
        let presenter = NewsLinksPresenter(links: links ?? self.links, title: "Storm", interactor: interactor, keymap: .standard)
        presenter.viewDidChange(visibleRows: 10)
        return presenter
    }

    private func press(_ keys: String, on presenter: NewsLinksPresenter) throws {
        for key in try KeyNotation.parse(keys) { _ = presenter.handle(key) }
    }

    @Test("the links are numbered rows; j moves, Enter opens the selected one, y copies it")
    func rowsAndKeys() throws {
        let presenter = presenter()
        let model = presenter.viewModel
        #expect(model.title == "Links · Storm")
        #expect(model.rows.map { $0.spans.map(\.text).joined() } == ["[1] https://a.example/", "[2] https://b.example/two",
                                                                    "[3] https://c.example/3"])
        try press("j<Enter>y", on: presenter)
        #expect(interactor.calls == ["open https://b.example/two", "copy https://b.example/two"])
        #expect(presenter.viewModel.selectedRow == 1)
    }

    @Test("a number opens that link; one past the last says how many there are")
    func numbers() throws {
        let presenter = presenter()
        try press("3", on: presenter)
        #expect(interactor.calls == ["open https://c.example/3"])
        #expect(presenter.viewModel.selectedRow == 2)
        try press("9", on: presenter)
        #expect(presenter.viewModel.chrome.message == StatusMessage("This article has 3 links.", isError: true))
        #expect(interactor.calls.count == 1)
    }

    @Test("Esc closes, ? opens help; an article without links says so")
    func closeAndEmpty() throws {
        let presenter = presenter()
        try press("?<Esc>", on: presenter)
        #expect(presenter.effects.pending.helpCount == 1)
        #expect(presenter.effects.pending.closed == 1)
        #expect(self.presenter([]).viewModel.emptyLines == ["This article has no links."])
    }

    @Test("a double click opens the link under it")
    func doubleClick() {
        let presenter = presenter()
        #expect(presenter.handle(MouseEvent(.doubleClick, row: 2, column: 4)))
        #expect(interactor.calls == ["open https://b.example/two"])
    }
}
