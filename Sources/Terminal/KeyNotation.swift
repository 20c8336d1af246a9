/// Reads key sequences written as text: literal characters type themselves, special keys go in
/// angle brackets (`<Enter> <Esc> <Tab> <BS> <Del> <Up> <Down> <Left> <Right> <Home> <End>
/// <PgUp> <PgDn> <Space> <lt> <C-x> <F1>`…`<F12>`), and a bracketed paste as `<Paste:text>` (the
/// text runs to the next `>`, line breaks included).
public enum KeyNotation {
    /// Why a key sequence could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "Key sequence, character \(offset + 1): \(reason)." }
    }

    /// The keys a sequence names, in order.
    public static func parse(_ text: String) throws(ParseError) -> [Key] {
        var keys: [Key] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else {
                keys.append(.character(character))
                index += 1
                continue
            }
            guard let close = characters[index...].firstIndex(of: ">") else {
                throw ParseError(offset: index, reason: "'<' opens a key name that is never closed (write <lt> for a literal '<')")
            }
            let name = String(characters[(index + 1)..<close])
            if name.lowercased().hasPrefix("paste:") {
                keys.append(.paste(String(name.dropFirst("paste:".count))))
                index = close + 1
                continue
            }
            keys.append(try named(name, at: index))
            index = close + 1
        }
        return keys
    }

    private static func named(_ name: String, at offset: Int) throws(ParseError) -> Key {
        if let key = Key.namedKeys.first(where: { $0.key.lowercased() == name.lowercased() })?.value {
            return key
        }
        let lower = name.lowercased()
        if lower.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isLetter {
            return .control(Character(letter.lowercased()))
        }
        if lower.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        throw ParseError(offset: offset, reason: "unknown key name <\(name)>")
    }
}
