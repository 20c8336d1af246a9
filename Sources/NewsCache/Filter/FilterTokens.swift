/// The filter language's words, each with the 1-based column it starts at.
struct FilterToken: Equatable {
    enum Kind: Equatable {
        case open, close
        case word(String)
        case comparator(FilterComparator)
        case text(String)
        case number(Int)
        case range(Int, Int)
        case end
    }

    let kind: Kind
    let column: Int
    /// The token as written, for messages.
    let written: String
}

/// Splits an expression into tokens: `(`, `)`, words (attributes and `and`, `or`, `between`),
/// operators, double-quoted texts, whole numbers and ranges `0:10`. A text runs to the next `"`
/// with no escapes, as in newsboat (2.21 ends `"a\"` at its second quote), so what Adder reads
/// newsboat reads the same.
enum FilterTokenizer {
    static func tokens(_ expression: String) throws(FilterError) -> [FilterToken] {
        let characters = Array(expression)
        var tokens: [FilterToken] = []
        var index = 0
        func written(_ start: Int) -> String { String(characters[start..<index]) }
        while index < characters.count {
            let start = index
            let character = characters[index]
            let column = start + 1
            if character.isWhitespace {
                index += 1
                continue
            }
            if character == "(" || character == ")" {
                index += 1
                tokens.append(FilterToken(kind: character == "(" ? .open : .close, column: column, written: String(character)))
            } else if character == "\"" {
                let text = try quoted(characters, &index)
                tokens.append(FilterToken(kind: .text(text), column: column, written: written(start)))
            } else if character.isASCII, character.isNumber || (character == "-" && next(characters, index)?.isASCIINumber == true) {
                let token = try number(characters, &index)
                tokens.append(token)
            } else if character.isASCII, character.isLetter || character == "_" {
                while index < characters.count, characters[index].isASCII,
                      characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "-" {
                    index += 1
                }
                tokens.append(FilterToken(kind: .word(written(start)), column: column, written: written(start)))
            } else if let comparator = comparator(characters, &index) {
                tokens.append(FilterToken(kind: .comparator(comparator), column: column, written: written(start)))
            } else {
                throw FilterError(column: column, "“\(character)” has no meaning here")
            }
        }
        tokens.append(FilterToken(kind: .end, column: characters.count + 1, written: ""))
        return tokens
    }

    private static func next(_ characters: [Character], _ index: Int) -> Character? {
        index + 1 < characters.count ? characters[index + 1] : nil
    }

    private static func quoted(_ characters: [Character], _ index: inout Int) throws(FilterError) -> String {
        let column = index + 1
        var text = ""
        index += 1
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "\"" { return text }
            text.append(character)
        }
        throw FilterError(column: column, "the quote opened here is not closed")
    }

    private static func number(_ characters: [Character], _ index: inout Int) throws(FilterError) -> FilterToken {
        let start = index
        func digits() -> String {
            let from = index
            if index < characters.count, characters[index] == "-" { index += 1 }
            while index < characters.count, characters[index].isASCIINumber { index += 1 }
            return String(characters[from..<index])
        }
        let first = digits()
        var kind: FilterToken.Kind
        guard let low = Int(first) else { throw FilterError(column: start + 1, "“\(first)” is too large a number") }
        kind = .number(low)
        if index < characters.count, characters[index] == ":" {
            index += 1
            let second = digits()
            guard !second.isEmpty, let high = Int(second) else {
                throw FilterError(column: index + 1, "a range is two whole numbers around a colon, like 0:10")
            }
            kind = .range(low, high)
        }
        if index < characters.count, characters[index].isLetter {
            throw FilterError(column: index + 1, "a number is followed by a letter: write text in double quotes")
        }
        return FilterToken(kind: kind, column: start + 1, written: String(characters[start..<index]))
    }

    private static func comparator(_ characters: [Character], _ index: inout Int) -> FilterComparator? {
        let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
        let pairs: [String: FilterComparator] = ["==": .equal, "!=": .notEqual, "=~": .matches, "!~": .notMatches,
                                                 "<=": .lessOrEqual, ">=": .greaterOrEqual, "!#": .notContains]
        if let comparator = pairs[two] {
            index += 2
            return comparator
        }
        let singles: [Character: FilterComparator] = ["=": .equal, "<": .less, ">": .greater, "#": .contains]
        guard let comparator = singles[characters[index]] else { return nil }
        index += 1
        return comparator
    }
}

private extension Character {
    var isASCIINumber: Bool { isASCII && isNumber }
}
