import App
import Basics
import Foundation
import News

extension AdderEnvironment {
    /// Gives the TUI its news side (the cache and the feeds file), opened off the loop's thread:
    /// at start when there is a cache, else when the News tab first shows. A cache Adder cannot
    /// read becomes the News tab's message; the to-dos work either way. `copy`: open a copy of the
    /// cache in a temporary folder, so `adder snapshot` never writes the user's files.
    /// `settings`: config.toml's `[news]`.
    mutating func enableNews(copy: Bool = false, settings: NewsSettings = .init()) {
        let userPaths = paths
        let clock = dependencies.clock
        let scratch = copy ? FileManager.default.temporaryDirectory.appendingPathComponent("adder-snapshot-\(UUID().uuidString)") : nil
        snapshotScratch = scratch
        // With no cache yet, nothing is opened (or created) until the News tab shows.
        let hasCache = FileManager.default.fileExists(atPath: userPaths.newsCacheFile.path)
        dependencies.news = NewsSource(opensAtStart: hasCache) {
            var paths = userPaths
            if let scratch {
                try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                for suffix in ["", "-wal"] {
                    let source = URL(fileURLWithPath: paths.newsCacheFile.path + suffix)
                    try? FileManager.default.copyItem(at: source, to: scratch.appendingPathComponent("news.sqlite" + suffix))
                }
                paths = AdderPaths(dataDirectory: scratch, configDirectory: paths.configDirectory)
            }
            do {
                return .library(try NewsLibrary(paths: paths, clock: clock, settings: settings))
            } catch {
                // NewsCacheError: its sentence, naming the user's file rather than the snapshot's copy.
                let sentence = "\(error)"
                guard scratch != nil else { return .unavailable(sentence) }
                return .unavailable(sentence.replacingOccurrences(of: paths.newsCacheFile.path, with: userPaths.newsCacheFile.path))
            }
        }
    }
}

/// Copies text to the terminal's clipboard with OSC 52 (xterm, tmux with set-clipboard, kitty…).
struct TerminalClipboard: Clipboard {
    let write: (String) -> Void

    func copy(_ text: String) {
        write("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
    }
}
