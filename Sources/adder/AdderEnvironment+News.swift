import App
import Basics
import Foundation
import News

extension AdderEnvironment {
    /// Opens the news side for the TUI: the cache and the feeds file. A cache Adder cannot read
    /// becomes the News tab's message; the to-dos work either way. `copy`: open a copy of the
    /// cache in a temporary folder, so `adder snapshot` never writes the user's files.
    /// `settings`: config.toml's `[news]`.
    mutating func enableNews(copy: Bool = false, settings: NewsSettings = .init()) {
        var paths = paths
        if copy {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adder-snapshot-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            for suffix in ["", "-wal"] {
                let source = URL(fileURLWithPath: paths.newsCacheFile.path + suffix)
                try? FileManager.default.copyItem(at: source, to: scratch.appendingPathComponent("news.sqlite" + suffix))
            }
            paths = AdderPaths(dataDirectory: scratch, configDirectory: paths.configDirectory)
            snapshotScratch = scratch
        }
        do {
            dependencies.news = .library(try NewsLibrary(paths: paths, clock: dependencies.clock, settings: settings))
        } catch {
            dependencies.news = .unavailable(error.description)
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
