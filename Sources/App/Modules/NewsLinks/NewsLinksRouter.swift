/// Closes the link list (back to the reader), or opens help over it.
typealias NewsLinksRouter = OverlayRouter

extension OverlayRouter: NewsLinksPresenterToRouter {}
