import Foundation

/// Where a saved article goes: the save folder (`~` is the home folder), a file name made from
/// the title, and paths shown the way the user types them (`~/news/Title.txt`).
struct SavePaths {
    let home: URL
    /// The configured save folder, `~` expanded, relative to the home folder.
    let folderURL: URL

    init(home: URL, folder: String) {
        self.home = home
        folderURL = Self.expand(folder, home: home, base: home)
    }

    /// What the user typed in the prompt: `~` is the home folder, a relative path starts in the
    /// save folder, and a folder gets the suggested name inside it.
    func resolve(_ typed: String, suggestedName: String) -> URL {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        let url = trimmed.isEmpty ? folderURL.appendingPathComponent(suggestedName) : Self.expand(trimmed, home: home, base: folderURL)
        var isFolder: ObjCBool = false
        if trimmed.hasSuffix("/") || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue) {
            return url.appendingPathComponent(suggestedName)
        }
        return url
    }

    /// A path under the home folder as `~/…`.
    func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let homePath = home.standardizedFileURL.path
        if path == homePath { return "~" }
        return path.hasPrefix(homePath + "/") ? "~" + path.dropFirst(homePath.count) : path
    }

    /// The title as a file name: letters, digits and a little punctuation kept, anything that
    /// could mean a folder, a hidden file or an option replaced, at most 80 characters, `.txt`.
    static func fileName(for title: String) -> String {
        var name = ""
        for character in title {
            if character.isLetter || character.isNumber || "-_.,()'&+".contains(character) {
                name.append(character)
            } else if !name.isEmpty, name.last != " " {
                name.append(" ")
            }
        }
        while let first = name.first, first == "." || first == "-" || first == " " { name.removeFirst() }
        name = String(name.prefix(80))
        while name.last == " " || name.last == "." { name.removeLast() }
        return (name.isEmpty ? "article" : name) + ".txt"
    }

    private static func expand(_ path: String, home: URL, base: URL) -> URL {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return home.appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return base.appendingPathComponent(path)
    }
}
