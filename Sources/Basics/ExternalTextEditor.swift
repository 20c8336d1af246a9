import Foundation

/// Edits a text in a program outside Adder.
public protocol TextEditing {
    /// The text after the user edited it. Throws a sentence-carrying error when the editor failed.
    func edit(_ text: String, name: String) throws(TextEditingError) -> String
}

/// Why an external edit did not happen.
public struct TextEditingError: Error, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `$VISUAL`, else `$EDITOR`, else `vi`, run on a temporary file while the TUI is suspended.
public struct ExternalTextEditor: TextEditing {
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
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            throw TextEditingError("Could not prepare a file for the editor: \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var status: Int32 = -1
        var launchError: String?
        suspend {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // The command may carry arguments ("code -w"), so the shell splits it; the path is "$1".
            process.arguments = ["-c", "\(command) \"$1\"", "sh", file.path]
            do {
                try process.run()
                process.waitUntilExit()
                status = process.terminationStatus
            } catch {
                launchError = error.localizedDescription
            }
        }
        if let launchError { throw TextEditingError("Could not start the editor “\(command)”: \(launchError).") }
        guard status == 0 else { throw TextEditingError("The editor “\(command)” exited with status \(status); the notes were not changed.") }
        guard let edited = try? String(contentsOf: file, encoding: .utf8) else {
            throw TextEditingError("The editor left no readable file; the notes were not changed.")
        }
        return edited.hasSuffix("\n") && !text.hasSuffix("\n") ? String(edited.dropLast()) : edited
    }
}
