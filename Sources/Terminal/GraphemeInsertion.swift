extension Array where Element == Character {
    /// Inserts a typed character at `index` as the text it makes: a terminal sends an emoji
    /// sequence one code point at a time (a ZWJ, a skin tone, VS16, a flag's second half, a
    /// combining mark), and each that continues the grapheme before it (or that the one after it
    /// continues) joins it, as it does in the saved text. Returns the index just after it.
    mutating func insertJoiningGraphemes(_ character: Character, at index: Int) -> Int {
        var at = index
        if at > 0, let joined = Self.joined(self[at - 1], character) {
            self[at - 1] = joined
        } else {
            insert(character, at: at)
            at += 1
        }
        if at < count, let joined = Self.joined(self[at - 1], self[at]) {
            self[at - 1] = joined
            remove(at: at)
        }
        return at
    }

    private static func joined(_ first: Character, _ second: Character) -> Character? {
        let text = String(first) + String(second)
        return text.count == 1 ? text.first : nil
    }
}
