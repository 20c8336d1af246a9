import Entities
import Foundation

/// Why the news cache could not do what was asked, worded as one sentence for the user.
public enum NewsCacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not an SQLite database, or SQLite found it damaged or cut short.
    case unreadable(file: String, reason: String)
    /// A later version of Adder changed the file; this build does not know its tables.
    case newerSchema(file: String)
    /// An SQLite database, but not one Adder made.
    case notACache(file: String)
    /// The file could not be opened or prepared for another reason (permissions, disk full).
    case cannotOpen(file: String, reason: String)
    /// `rebuild` could not move the old file aside.
    case cannotMoveAside(file: String, reason: String)
    /// A feed ID that is not (or no longer) in the cache.
    case unknownFeed(Feed.ID)
    /// A permanent redirect to a URL that another subscribed feed already has.
    case feedURLTaken(String)
    /// A read given a time limit (a query feed's list in the TUI) took longer and was stopped.
    case tookTooLong(Duration)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "The news cache \(file) cannot be read (\(reason)); it was left as it is, run `adder news rebuild` to set it aside and start a fresh one."
        case let .newerSchema(file):
            "The news cache \(file) was written by a newer version of Adder; update Adder, or run `adder news rebuild` to set it aside and start a fresh one."
        case let .notACache(file):
            "The file \(file) is an SQLite database but not an Adder news cache; it was left as it is, move it away or run `adder news rebuild` to set it aside and start a fresh one."
        case let .cannotOpen(file, reason):
            // Not `adder news rebuild`: it needs to write in the same folder, so it fails alike.
            "The news cache \(file) could not be opened (\(reason)) and was left as it is: Adder writes in its folder "
                + "\((file as NSString).deletingLastPathComponent), so check that you may write there and that its disk has free space."
        case let .cannotMoveAside(file, reason):
            "The news cache \(file) could not be moved aside (\(reason)); move or delete it yourself and start Adder again."
        case let .unknownFeed(id):
            "The feed \(id) is no longer in the news cache; it was probably unsubscribed during the refresh."
        case let .feedURLTaken(url):
            "Another subscribed feed already has the address \(url); remove one of the two from the feeds file."
        case let .tookTooLong(limit):
            "The query took longer than \(limit.components.seconds) s and was stopped: its expression is slow on these articles "
                + "(a narrower pattern, or one on the title rather than the content, is quicker)."
        }
    }
}

extension NewsCacheError: LocalizedError {
    public var errorDescription: String? { description }
}
