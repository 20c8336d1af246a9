import Entities

/// The one wording of every change to the news cache and the feeds: the TUI's status bar and
/// `adder news …` / `adder feeds add` say the same of the same change, as `TodoStepWords` does
/// for to-dos. A subject is a quoted title (`title(_:)`) or a count (`count(_:)`); an undo step
/// ("marked “Storm” read") is what "Undid: …" names.
public enum NewsChangeWords {
    /// “Storm over Metropolis”.
    public static func title(_ title: String) -> String { "“\(title)”" }
    /// "1 article", "3 articles".
    public static func count(_ count: Int) -> String { count == 1 ? "1 article" : "\(count) articles" }
    /// The title of one article, else how many.
    public static func subject(_ titles: [String]) -> String { titles.count == 1 ? title(titles[0]) : count(titles.count) }

    /// "Marked “Storm” read." / "Marked 3 articles unread."
    public static func marked(_ subject: String, read: Bool) -> String { sentence(markStep(subject, read: read)) }
    /// "Starred “Storm”." / "Unstarred 2 articles."
    public static func starred(_ subject: String, starred: Bool) -> String { sentence(starStep(subject, starred: starred)) }

    /// "marked “Storm” read": the undo step of a mark.
    public static func markStep(_ subject: String, read: Bool) -> String { "marked \(subject) \(read ? "read" : "unread")" }
    /// "starred “Storm”".
    public static func starStep(_ subject: String, starred: Bool) -> String { "\(starred ? "starred" : "unstarred") \(subject)" }
    /// "marked 12 articles of “Planet” read": the undo step of marking a whole list read.
    public static func markAllStep(_ count: Int, of list: String) -> String { "marked \(Self.count(count)) of \(title(list)) read" }
    /// "Undid: marked “Storm” read."
    public static func undid(_ step: String) -> String { "Undid: \(step)." }
    public static let nothingToUndo = "There is nothing to undo on the News tab."

    /// A write to the cache that failed (the screen takes its marks back).
    public static func writeFailed(_ error: String) -> String {
        "The news cache could not be changed: \(error); the screen shows it as it was."
    }
    public static func unreadable(_ error: String) -> String { "The news cache could not be read: \(error)." }
    public static let refreshUnderWay = "A refresh is already under way."
    /// "Subscribed to https://example.com/feed." — what follows says when its articles come.
    public static func subscribed(_ url: String) -> String { "Subscribed to \(url)." }
    /// With a feed service as the source: `refresh` is how the user asks for the next sync.
    public static func subscribedOnService(_ url: String, refresh: String) -> String {
        "Subscribed to \(url) on the service; \(refresh) brings its articles once it has fetched them."
    }
    public static func alreadyOnService(_ url: String) -> String { "\(url) is subscribed on the service already." }

    /// `T` on an article: "Added the to-do “Read: Storm” #read (u on the To-dos tab undoes it)."
    public static func todoAdded(_ todoTitle: String, undoKey: String) -> String {
        "Added the to-do \(title(todoTitle)) #read (\(undoKey) on the To-dos tab undoes it)."
    }
    public static func todoExists(_ todoTitle: String, id: Int, done: Bool) -> String {
        "The to-do \(title(todoTitle)) exists already (#\(id)\(done ? ", done" : "")): nothing was added."
    }
    public static let noLink = "This article has no link."
    public static func opened(_ link: String) -> String { "Opened \(link)" }
    public static func copied(_ link: String) -> String { "Copied \(link)" }

    private static func sentence(_ step: String) -> String { step.prefix(1).uppercased() + step.dropFirst() + "." }
}
