import Foundation
import Glibc

/// Edits a text in a program outside Adder.
public protocol TextEditing {
    /// The text after the user edited it. Throws a sentence-carrying error when the editor failed.
    func edit(_ text: String, name: String) throws(TextEditingError) -> String
}

/// Edits a file where it lies, in a program outside Adder (the feeds file: it is the user's, so
/// the editor writes it, never Adder).
public protocol FileEditing {
    /// Returns once the editor has ended; throws the sentence when it did not end well (the file
    /// holds whatever the editor left in it either way).
    func edit(fileAt url: URL) throws(TextEditingError)
}

/// Why an external edit did not happen.
public struct TextEditingError: Error, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `$VISUAL`, else `$EDITOR`, else `vi`, run on a temporary file while the TUI is suspended.
///
/// The editor runs in Adder's own process group, which is the terminal's foreground group, so
/// it may read the terminal (Foundation's `Process` puts the child in a group of its own, where
/// the terminal stops it with SIGTTIN the moment it reads). While it runs, Adder ignores SIGINT
/// and SIGQUIT as `system(3)` does: Ctrl-C belongs to the editor.
public struct ExternalTextEditor: TextEditing, FileEditing {
    public let command: String
    /// Hands the terminal to `body` and takes it back (the backend's suspend).
    private let suspend: (() -> Void) -> Void

    public init(environment: [String: String], suspend: @escaping (() -> Void) -> Void) {
        command = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        self.suspend = suspend
    }

    public func edit(_ text: String, name: String) throws(TextEditingError) -> String {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("adder-\(UUID().uuidString)", isDirectory: true)
        let file = folder.appendingPathComponent(name)
        // Text files end with a newline; editors warn about (or add) a missing one.
        let fileText = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(fileText.utf8).write(to: file)
        } catch {
            throw TextEditingError("Could not prepare a file for the editor: \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        if let failure = run(on: file) { throw TextEditingError("\(failure); the notes were not changed.") }
        guard let edited = try? String(contentsOf: file, encoding: .utf8) else {
            throw TextEditingError("The editor left no readable file; the notes were not changed.")
        }
        return edited.hasSuffix("\n") && !text.hasSuffix("\n") ? String(edited.dropLast()) : edited
    }

    /// Runs the editor on the file itself, creating its folder first (the editor creates the file).
    public func edit(fileAt url: URL) throws(TextEditingError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw TextEditingError("Could not make the folder of \(url.path): \(error.localizedDescription).")
        }
        if let failure = run(on: url) { throw TextEditingError("\(failure).") }
    }

    /// Runs the editor on `file` with the terminal handed over; how it ended badly, as the start of
    /// a sentence, or nil when it exited with status 0.
    private func run(on file: URL) -> String? {
        var ending = ForegroundProcess.Ending.exited(-1)
        suspend {
            // The command may carry arguments ("code -w"), so the shell splits it; the path is "$1".
            ending = ForegroundProcess.run(["/bin/sh", "-c", "\(command) \"$1\"", "sh", file.path])
        }
        switch ending {
        case .exited(0): return nil
        case .couldNotStart(let reason): return "The editor could not be started (\(reason)): “\(command)”"
        // The shell that splits the command says 128+N when the editor died of signal N.
        case .exited(let status) where status > 128: return "The editor was killed by signal \(status - 128) (“\(command)”)"
        case .exited(let status): return "The editor exited with status \(status) (“\(command)”)"
        case .killed(let signal): return "The editor was killed by signal \(signal) (“\(command)”)"
        }
    }
}
