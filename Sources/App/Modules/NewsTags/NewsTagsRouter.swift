/// Closes the tag picker (back to the feeds), or opens help over it.
typealias NewsTagsRouter = OverlayRouter

extension OverlayRouter: NewsTagsPresenterToRouter {}
