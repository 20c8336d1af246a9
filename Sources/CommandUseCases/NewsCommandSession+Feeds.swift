import Entities
import Foundation
import News
import Terminal

extension NewsCommandSession {
    /// `adder feeds list`'s output: the feeds with their schedule, then the query feeds; or JSON.
    public func feedListing(json: Bool) throws -> String {
        let feeds = try self.feeds()
        let schedule = try perform { try FeedListing.Schedule(library: library, now: clock.now) }
        if json { return FeedListing.json(feeds, schedule: schedule) }
        let queries = try perform { try library.queryFeeds() }
        return FeedListing.lines(feeds, schedule: schedule, timeZone: .current)
            + QueryFeedListing.lines(queries, countWidth: FeedListing.countWidth(feeds))
    }

    /// The lines naming the feeds set aside (their lines gone from the feeds file, their articles
    /// kept: listed nowhere else) and how to drop them, for stderr; nil when there are none.
    public func setAsideLines() throws -> String? {
        let setAside = try perform { try library.cache.feedsSetAside() }
        guard !setAside.isEmpty else { return nil }
        let lines = setAside.map { "  \(InertText.make($0.url)) (\(Count.of($0.articles, "article")))\n" }
        return "Set aside, their lines gone from the feeds file, their articles kept until the line is back "
            + "(`adder feeds rm URL` drops them):\n" + lines.joined()
    }

    /// The subscriptions as an OPML 2.0 document: tags as folders, a feed's title yours if you
    /// gave one, else the feed's own.
    public func opml() throws -> String {
        let feeds = try self.feeds()
        let list = try perform { try library.subscriptionFile.load() }
        var titles: [String: String] = [:]
        for feed in feeds where feed.title != feed.url { titles[feed.url] = feed.title }
        return OPML.document(list.subscriptions, titles: titles)
    }


    /// Unsubscribes from the feed at `url` (listed in the feeds file, or set aside) and drops its
    /// articles but the starred ones; returns the sentence saying so.
    public func unsubscribe(_ url: String) throws -> String {
        let file = library.subscriptionFile
        let listed = try perform { try file.load().subscriptions.contains { $0.url == url } }
        // The cache follows the file first: a line just gone is a feed set aside, which rm drops too.
        let setAside = try perform {
            try library.syncedFeeds()
            return try library.cache.feedsSetAside().contains { $0.url == url }
        }
        func notSubscribed() -> CommandFailure {
            CommandFailure("\(InertText.make(url)) is not subscribed (see `adder feeds list`); nothing was changed.", status: 1)
        }
        guard listed || setAside else { throw notSubscribed() }
        let starred = try perform { try library.cache.starredCount(feedURL: url) }
        if listed {
            do throws(SubscriptionError) {
                try file.update { list throws(SubscriptionError) in try list.remove(url: url) }
            } catch {
                throw error.kind == .unknown ? notSubscribed() : CommandFailure(Self.sentence(error), status: 1)
            }
        }
        _ = try perform { try library.syncedFeeds(removing: [url]) }
        return switch starred {
        case 0: "Unsubscribed from \(InertText.make(url))."
        case 1: "Unsubscribed from \(InertText.make(url)); its starred article stays under Starred."
        default: "Unsubscribed from \(InertText.make(url)); its \(starred) starred articles stay under Starred."
        }
    }


    /// Subscribes to the feed at `url`: a line at the end of the feeds file, or on the feed
    /// service config.toml names. Returns the sentence saying so; a URL that is not http or https
    /// or cannot be written safely is a failure (exit 2).
    public static func subscribe(url: String, tags: [String], title: String?,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> String {
        let subscription = Subscription(url: url, tags: tags, title: title)
        do {
            try SubscriptionList.checkWritable(subscription)  // before the cache is opened
        } catch {
            throw CommandFailure(sentence(error), status: 2)
        }
        let settings = configuredSettings(environment: environment)
        let session = try NewsCommandSession(settings: settings, environment: environment)
        if settings.service != nil { return try await session.subscribeOnService(subscription) }
        do throws(SubscriptionError) {
            try session.library.subscriptionFile.update { list throws(SubscriptionError) in try list.add(subscription) }
        } catch {
            throw CommandFailure(sentence(error), status: error.kind == .notHTTP ? 2 : 1)
        }
        _ = try session.perform { try session.library.syncedFeeds() }
        return NewsChangeWords.subscribed(InertText.make(url)) + " `adder news refresh` fetches its articles."
    }

    /// The service's subscriptions are the feeds: the feeds file, not read then, is left alone.
    private func subscribeOnService(_ subscription: Subscription) async throws -> String {
        if subscription.title != nil {
            throw CommandFailure("--title is not sent to a feed service: rename the feed in the service; nothing was subscribed.", status: 2)
        }
        let url = InertText.make(subscription.url)
        do {
            let added = try await library.subscribeOnService(subscription) ?? false
            return added ? NewsChangeWords.subscribedOnService(url, refresh: "`adder news refresh`") : NewsChangeWords.alreadyOnService(url)
        } catch {
            throw CommandFailure(Self.sentence(error), status: 1)
        }
    }


    /// Subscribes to the feeds of the OPML `file` that are new; returns the sentence counting
    /// what was added and skipped. A file that cannot be read or is not OPML is a failure (exit 1).
    public static func importOPML(_ file: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure("Could not read \(InertText.make(file)): \(error.localizedDescription)", status: 1)
        }
        let found: [Subscription]
        do {
            found = try OPML.parse(data)
        } catch {
            // "feeds.opml, line 5: an element is closed by …" or "feeds.opml: the document is not OPML."
            let what = InertText.make(error.description)
            throw CommandFailure(InertText.make(file) + (what.hasPrefix("line ") ? ", " : ": ") + what + ".", status: 1)
        }
        let session = try NewsCommandSession(environment: environment)
        let subscriptionFile = session.library.subscriptionFile
        var added = 0, duplicates = 0, notHTTP = 0
        var unwritable: [SubscriptionError] = []
        try session.perform {
            try subscriptionFile.update { list throws(SubscriptionError) in
                for subscription in found {
                    do throws(SubscriptionError) {
                        try list.add(subscription)
                        added += 1
                    } catch {
                        switch error.kind {
                        case .notHTTP: notHTTP += 1
                        case .unwritable: unwritable.append(error)
                        default: duplicates += 1
                        }
                    }
                }
            }
            if added > 0 { try session.library.syncedFeeds() }
        }
        var sentence = "Added \(Count.of(added, "feed")) from \(InertText.make(file))"
        if duplicates > 0 { sentence += "; skipped \(Count.grouped(duplicates)) already subscribed" }
        if notHTTP > 0 { sentence += "; skipped \(Count.grouped(notHTTP)) that \(notHTTP == 1 ? "is" : "are") not http or https" }
        if let first = unwritable.first {
            sentence += "; skipped \(Count.grouped(unwritable.count)) that cannot be written to the feeds file safely "
                + "(\(InertText.make(first.description))\(unwritable.count > 1 ? ", and others" : ""))"
        }
        return sentence + "."
    }
}
