@testable import App

/// Stands where a list View would: it pulls the Presenter's view model, as the View does when the
/// loop draws.
@MainActor
final class ListViewSpy<Row: Hashable> {
    weak var presenter: (any ListViewToPresenter<Row>)?

    /// The view model a frame drawn now would show.
    var last: ListViewModel<Row>? { presenter?.viewModel }
}
