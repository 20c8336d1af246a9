import Basics
import Entities
import Foundation
import Settings

/// The list's filter and sort across restarts: kept in a small file in the data folder
/// (`todo-view.json`) each time they change, unless config.toml's `[todos]` pins them; and the
/// default view's cut-off for old done to-dos (`hide-done-after-days`).
///
/// Decision: a lost preference costs a key press, so the file is replaced atomically but not
/// synced to disk (a key stays well under 2 ms); a file that cannot be read is ignored and, like
/// every file Adder cannot read, never overwritten.
public final class TodoViewMemory {
    private let url: URL?
    private let config: TodoViewConfig
    private let clock: any Clock
    private var remembered: (filter: TodoFilter, sort: TodoSort)?
    private var fileIsUnreadable = false
    private let writes: Bool

    /// Nothing remembered, nothing pinned, nothing hidden (tests, `adder snapshot`).
    public static var none: TodoViewMemory { TodoViewMemory(url: nil, config: TodoViewConfig(), clock: SystemClock()) }

    /// Without `writes`, what was remembered is used but nothing is written (`adder snapshot`).
    public init(url: URL?, config: TodoViewConfig, clock: any Clock, writes: Bool = true) {
        (self.url, self.config, self.clock, self.writes) = (url, config, clock, writes)
        guard let url, let data = try? Data(contentsOf: url) else { return }
        if let stored = try? JSONDecoder().decode(Stored.self, from: data),
           let filter = TodoFilter(rawValue: stored.filter), let sort = TodoSort(rawValue: stored.sort) {
            remembered = (filter, sort)
        } else {
            fileIsUnreadable = true
        }
    }

    /// The file beside the to-dos: `todo-view.json` in the data folder.
    public static func file(in paths: AdderPaths) -> URL { paths.dataDirectory.appendingPathComponent("todo-view.json", isDirectory: false) }

    /// The query the list opens with: config.toml's pins, else what was last used.
    var startQuery: TodoQuery {
        TodoQuery(filter: config.filter ?? remembered?.filter ?? .all, sort: config.sort ?? remembered?.sort ?? .manual,
                  views: config.views)
    }

    /// Keeps the query's filter and sort for the next start, when they changed.
    func remember(_ query: TodoQuery) {
        guard let url, writes, !fileIsUnreadable, remembered?.filter != query.filter || remembered?.sort != query.sort else { return }
        let data = (try? JSONEncoder().encode(Stored(filter: query.filter.rawValue, sort: query.sort.rawValue))) ?? Data()
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? data.write(to: url, options: .atomic)) != nil { remembered = (query.filter, query.sort) }
    }

    /// `query` as the list applies it: in the default view (all), done to-dos completed before
    /// the cut-off are left out.
    func shown(_ query: TodoQuery) -> TodoQuery {
        guard let days = config.hideDoneAfterDays, query.filter == .all else { return query }
        var shown = query
        // To the minute: the list's layout is cached by its query, and a cut-off that moved with
        // every read of the clock would lay the whole list out again at each key.
        let minute = (clock.now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        shown.hidesDoneCompletedBefore = Date(timeIntervalSinceReferenceDate: minute - Double(days) * 86_400)
        return shown
    }

    private struct Stored: Codable {
        let filter: String
        let sort: String
    }
}
