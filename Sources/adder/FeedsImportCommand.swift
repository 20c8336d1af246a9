import ArgumentParser
import Entities
import Foundation
import News
import Settings
import Terminal

/// `adder feeds import FILE.opml`: subscribes to the feeds of an OPML file that are new.
struct FeedsImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Subscribe to the feeds listed in an OPML file.",
        discussion: """
            Feeds already subscribed are skipped, as are entries that are not http or https URLs and \
            entries whose URL holds spaces, line breaks or quotes. The folders around a feed become its tags.
            """)

    @Argument(help: "The OPML file (as other feed readers export).")
    var file: String

    func run() throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CleanExit.message("Could not read \(InertText.make(file)): \(error.localizedDescription)", code: 1)
        }
        let found: [Subscription]
        do {
            found = try OPML.parse(data)
        } catch {
            // "feeds.opml, line 5: an element is closed by …" or "feeds.opml: the document is not OPML."
            let what = InertText.make(error.description)
            throw CleanExit.message(InertText.make(file) + (what.hasPrefix("line ") ? ", " : ": ") + what + ".", code: 1)
        }
        let session = try NewsSession()
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
        print(sentence + ".")
    }
}
