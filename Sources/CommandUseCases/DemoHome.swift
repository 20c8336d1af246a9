import Basics
import Entities
import FeedParsing
import Foundation
import News
import Todos

/// `adder --demo`: a throwaway data folder with sample to-dos and a sample feed already in the
/// news cache, so both tabs work offline at once. The content is compiled in, so it is there
/// wherever the binary is; the folder goes when the program ends.
public enum DemoHome {
    static let feedURL = "https://adder.example/welcome.xml"

    /// Makes the folder and fills it; returns it. One it cannot make is a failure (exit 1).
    public static func create(clock: any Clock) throws -> URL {
        do {
            return try fill(clock: clock)
        } catch {
            throw CommandFailure("The demo folder could not be made: \(error)", status: 1)
        }
    }

    private static func fill(clock: any Clock) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adder-demo-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = AdderPaths(dataDirectory: folder, configDirectory: folder)
        let store = TodoStore(file: TodoFile(url: paths.todosFile), clock: clock)
        try store.load()
        for draft in sampleTodos { _ = try store.apply(.add(draft)) }
        try Data("# Adder's demo: a sample feed, already fetched (R would try the network).\n\(feedURL) \"~Adder: welcome\" demo\n".utf8)
            .write(to: paths.feedsFile)
        let library = try NewsLibrary(paths: paths, clock: clock)
        let document = try FeedParser.parse(Data(sampleFeed.utf8), url: URL(string: feedURL))
        try library.store(document, forFeedAt: feedURL, at: clock.now)
        return folder
    }

    static let sampleTodos = [
        TodoDraft(title: "Press j and k to move, x to mark me done", tags: ["demo"]),
        TodoDraft(title: "Add a to-do with a, then #tag it", priority: .medium),
        TodoDraft(title: "Press 2 (or Tab) for the News tab", priority: .high, tags: ["demo"]),
        TodoDraft(title: "Undo anything with u", notes: "Every change can be undone, deletes included."),
    ]

    static let sampleFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel>
        <title>Adder: welcome</title><link>https://adder.example/</link>
        <item><guid>welcome-4</guid><title>Turn an article into a to-do with T</title>
        <pubDate>Fri, 02 Jan 2026 08:00:00 +0000</pubDate><author>team@adder.example (Adder)</author>
        <link>https://adder.example/articles/to-do</link>
        <description><![CDATA[<p>Reading something you must act on? Press <b>T</b>: Adder adds the to-do
        <code>Read: TITLE</code>, tagged <code>#read</code>, with the link in its notes.</p>
        <p>Switch to the To-dos tab with <b>1</b> to find it; <b>u</b> there takes it back.</p>]]></description></item>
        <item><guid>welcome-3</guid><title>Keys of the News tab</title>
        <pubDate>Thu, 01 Jan 2026 18:00:00 +0000</pubDate><link>https://adder.example/articles/keys</link>
        <description><![CDATA[<ul><li><b>Enter</b> opens a feed, then an article; <b>Esc</b> goes back.</li>
        <li><b>n</b> / <b>N</b>: the next or previous unread article, across feeds.</li>
        <li><b>m</b> marks read or unread, <b>s</b> stars, <b>M</b> marks a whole feed read.</li>
        <li><b>R</b> refreshes every feed in the background; <b>r</b> the selected one.</li>
        <li><b>o</b> opens the link in your browser, <b>y</b> copies it, <b>/</b> searches every article.</li></ul>]]></description></item>
        <item><guid>welcome-2</guid><title>Subscribe to your own feeds</title>
        <pubDate>Thu, 01 Jan 2026 12:00:00 +0000</pubDate><link>https://adder.example/articles/subscribe</link>
        <description><![CDATA[<p>From the shell:</p><pre>adder feeds add https://example.com/feed.xml --tag news
        adder feeds import subscriptions.opml
        adder news refresh</pre>
        <p>The feeds file uses newsboat's urls format, so you can copy yours.</p>]]></description></item>
        <item><guid>welcome-1</guid><title>Offline, and fast: 東京 café ☕</title>
        <pubDate>Wed, 31 Dec 2025 09:00:00 +0000</pubDate><link>https://adder.example/articles/offline</link>
        <description><![CDATA[<p>Articles live in a local cache, so reading needs no network.</p>
        <blockquote><p>Everything you read here was fetched earlier.</p></blockquote>
        <p>Wide characters such as 東京 and emoji ☕ wrap by their display width.</p>]]></description></item>
        </channel></rss>
        """
}
