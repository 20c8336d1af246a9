import Basics
import Entities
import Foundation

/// Checks on the text other tools' files carry, which is hostile until shown otherwise.
enum InteropText {
    /// `text` as `StoredText.clean` keeps it (line breaks in notes when `keepLineBreaks`, tabs
    /// become spaces); `dropped` counts the texts that lost a control character or bidi mark.
    static func clean(_ text: String, keepLineBreaks: Bool = false, dropped: inout Tally) -> String {
        var (result, removedSome) = StoredText.clean(text, multiline: keepLineBreaks)
        if keepLineBreaks, result.contains("\t") { result = result.replacingOccurrences(of: "\t", with: " ") }
        if removedSome { dropped.add("texts that held control characters (removed)") }
        return result
    }

    /// A tag Adder accepts made from another tool's tag, project, context or category: lower-cased,
    /// runs of other characters (spaces, dots of `house.kitchen`) turned into `-`. Nil when no letter is left.
    static func tag(_ text: String) -> String? {
        var tag = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                tag.append(character)
            } else if !tag.isEmpty, tag.last != "-" {
                tag.append("-")
            }
        }
        while tag.last == "-" { tag.removeLast() }
        return tag.contains(where: \.isLetter) ? tag : nil
    }

    /// Tags made from `names`, each once; the ones that are not tags counted in `dropped`.
    static func tags(_ names: [String], dropped: inout Tally) -> [String] {
        var tags: [String] = []
        var seen: Set<String> = []  // not `tags.contains`: 40,000 tags on one line took a minute
        for name in names {
            guard let tag = tag(name) else {
                dropped.add("tags without a letter (Adder's tags need one)")
                continue
            }
            if seen.insert(tag).inserted { tags.append(tag) }
        }
        return tags
    }

    /// A 64-bit FNV-1a hash as 16 hex digits: a stable name for text that has no id of its own.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
