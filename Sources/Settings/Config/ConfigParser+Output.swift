import TOMLKit

extension ConfigParser {
    /// The `[news]` keys of `ArticleOutputSettings`; false for any other key.
    mutating func readOutput(_ key: String, _ value: any TOMLValueConvertible, at path: [String],
                             into output: inout ArticleOutputSettings) -> Bool {
        switch key {
        case "save-folder", "save-path":
            if let folder = string(value, at: path) {
                if folder.trimmingCharacters(in: .whitespaces).isEmpty {
                    report(at: path, "\(key) must name a folder (\"~\" is the home folder), not an empty string")
                } else {
                    output.saveFolder = folder
                }
            }
        case "pipe-shell":
            if let words = words(value, at: path, allowingEmpty: true) { output.pipeShell = words }
        case "enclosure-command":
            if let words = words(value, at: path, allowingEmpty: false) { output.enclosureCommand = words }
        case "hyperlinks":
            if let flag = value.bool {
                output.hyperlinks = flag ? .on : .off
            } else if value.string == "auto" {
                output.hyperlinks = .auto
            } else {
                report(at: path, "hyperlinks must be true, false or \"auto\", not \(Self.describe(value))")
            }
        default:
            return false
        }
        return true
    }

    /// A command as a list of words: `["mpv", "{url}"]`.
    private mutating func words(_ value: any TOMLValueConvertible, at path: [String], allowingEmpty: Bool) -> [String]? {
        let example = path.last == "pipe-shell" ? "[\"/bin/sh\", \"-c\"]" : "[\"mpv\", \"{url}\"]"
        guard let array = value.array else {
            report(at: path, "\(Self.name(path)) must be a list of words like \(example), not \(Self.describe(value))")
            return nil
        }
        let words = array.map(\.string)
        guard words.allSatisfy({ $0 != nil }) else {
            report(at: path, "\(Self.name(path)) must be a list of words in quotes, like \(example)")
            return nil
        }
        let command = words.compactMap { $0 }
        guard allowingEmpty || !(command.first ?? "").isEmpty else {
            report(at: path, "\(Self.name(path)) must start with a program's name, like \(example)")
            return nil
        }
        return command
    }
}
