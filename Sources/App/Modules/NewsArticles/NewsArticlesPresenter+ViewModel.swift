import Settings
import Terminal

extension NewsArticlesPresenter {
    /// What the View draws, made again only after the state changed (`viewModel` caches it).
    func makeViewModel() -> NewsArticlesViewModel {
        let (list, page, rows, output) = (state.list, state.page, state.rows, state.output)
        let formatter = NewsArticlesFormatter(dates: dates(), showsFeed: list?.showsFeed ?? false, keys: keymap.names)
        return NewsArticlesViewModel(
            title: formatter.title(list, position: rows.selected, total: page.total),
            rows: rows.visible.compactMap(page.article(at:)).map(formatter.row),
            selectedRow: rows.selected,
            firstVisibleRow: rows.firstVisibleRow,
            emptyLines: page.total == 0 ? [formatter.emptyMessage(list)] : nil,
            chrome: PaneChrome(summary: formatter.summary(page.total), hints: keymap.hints(for: .newsArticles), message: output.question ?? state.message,
                               prompt: state.saving?.prompt(keymap: keymap) ?? output.prompt(hints: keymap.hints(for: .lineEditor))))
    }
}
