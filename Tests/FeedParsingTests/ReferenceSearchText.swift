import CLibXML2

/// `HTMLSearchText` as main had it, before its tag names were compared as numbers and its
/// references decoded without arrays: the reference the new one is held equal to.
enum ReferenceSearchText {
    static func of(_ html: String) -> String {
        var html = html
        return html.withUTF8 { input in
            var reader = Reader(input: input)
            reader.run()
            return String(decoding: reader.output, as: UTF8.self)
        }
    }

    /// Elements that do not end a word: `<b>bo</b>ld` is one word, as the reader shows it.
    private static let inline: Set<[UInt8]> = Set([
        "a", "abbr", "acronym", "b", "bdi", "bdo", "big", "cite", "code", "data", "dfn", "em", "font", "i",
        "ins", "del", "kbd", "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup",
        "time", "tt", "u", "var",
    ].map { Array($0.utf8) })
    /// Elements whose content is not text to read, as `HTMLRenderer` drops them.
    private static let skipped: Set<[UInt8]> = Set([
        "script", "style", "head", "noscript", "template", "title", "iframe", "object", "select", "svg", "math",
    ].map { Array($0.utf8) })

    private struct Reader {
        let input: UnsafeBufferPointer<UInt8>
        var output: [UInt8] = []
        var index = 0
        var pendingSpace = false
        /// Where each link's target lies in `input`, added after the text.
        var linkTargets: [Range<Int>] = []

        init(input: UnsafeBufferPointer<UInt8>) {
            self.input = input
            output.reserveCapacity(input.count)
        }

        mutating func run() {
            while index < input.count {
                switch input[index] {
                case UInt8(ascii: "<"):
                    if !readMarkup() { append(input[index]); index += 1 }
                case UInt8(ascii: "&"):
                    readReference()
                case 0x20, 0x09...0x0D:  // the bytes `isSpecial` stops a word at, each handled here
                    pendingSpace = true
                    index += 1
                default:
                    let start = index
                    while index < input.count, !Self.isSpecial(input[index]) { index += 1 }
                    append(UnsafeBufferPointer(rebasing: input[start..<index]))
                }
            }
            for target in linkTargets {
                // An attribute value holds entities (`&amp;`) as text does.
                var value = Reader(input: UnsafeBufferPointer(rebasing: input[target]))
                value.run()
                pendingSpace = true
                output.reserveCapacity(output.count + value.output.count + 1)
                value.output.withUnsafeBufferPointer { append($0) }
            }
        }

        private static func isSpecial(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
        }

        private mutating func append(_ byte: UInt8) {
            separate()
            output.append(byte)
        }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            separate()
            output.append(contentsOf: bytes)
        }

        private mutating func separate() {
            if pendingSpace, !output.isEmpty { output.append(0x20) }
            pendingSpace = false
        }

        /// A tag, comment or declaration at `index`, skipped; false when the `<` is text.
        private mutating func readMarkup() -> Bool {
            guard index + 1 < input.count else { return false }
            let next = input[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                let isComment = has("<!--", at: index)
                index = isComment ? end(of: "-->", from: index + 4) : end(of: ">", from: index + 2)
                pendingSpace = true
                return true
            }
            let closing = next == UInt8(ascii: "/")
            var position = index + (closing ? 2 : 1)
            let nameStart = position
            while position < input.count, Self.isNameByte(input[position]) { position += 1 }
            guard position > nameStart, Self.isLetter(input[nameStart]) else { return false }
            let name = input[nameStart..<position].map { $0 | 0x20 }
            index = endOfTag(from: position)
            if !closing, name == [UInt8(ascii: "a")], let target = hrefValue(in: position..<index) { linkTargets.append(target) }
            if !ReferenceSearchText.inline.contains(name) { pendingSpace = true }
            if !closing, ReferenceSearchText.skipped.contains(name), input[index - 2] != UInt8(ascii: "/") {
                skipContent(of: name)
            }
            return true
        }

        /// Past the `>` that ends a tag; a `>` inside a quoted attribute value does not.
        private func endOfTag(from start: Int) -> Int {
            var position = start
            var quote: UInt8?
            while position < input.count {
                let byte = input[position]
                position += 1
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    return position
                }
            }
            return input.count
        }

        /// The value of the `href` attribute among a tag's attributes, without its quotes.
        private func hrefValue(in attributes: Range<Int>) -> Range<Int>? {
            var position = attributes.lowerBound
            while position < attributes.upperBound {
                while position < attributes.upperBound, !Self.isNameByte(input[position]) { position += 1 }
                let nameStart = position
                while position < attributes.upperBound, Self.isNameByte(input[position]) { position += 1 }
                let isHref = position - nameStart == 4 && zip(input[nameStart..<position], "href".utf8).allSatisfy { $0 | 0x20 == $1 }
                while position < attributes.upperBound, input[position] == 0x20 || input[position] == 0x0A { position += 1 }
                guard position < attributes.upperBound, input[position] == UInt8(ascii: "=") else { continue }
                position += 1
                while position < attributes.upperBound, input[position] == 0x20 || input[position] == 0x0A { position += 1 }
                guard position < attributes.upperBound else { return nil }
                let quote = input[position] == UInt8(ascii: "\"") || input[position] == UInt8(ascii: "'") ? input[position] : nil
                if quote != nil { position += 1 }
                let valueStart = position
                while position < attributes.upperBound {
                    let byte = input[position]
                    if let quote, byte == quote { break }
                    if quote == nil, byte == 0x20 || byte == UInt8(ascii: ">") || (byte >= 0x09 && byte <= 0x0D) { break }
                    position += 1
                }
                if isHref { return valueStart < position ? valueStart..<position : nil }
                position += 1
            }
            return nil
        }

        /// Skips to the end of `</name …>` (any case), or to the end of the text.
        private mutating func skipContent(of name: [UInt8]) {
            while index < input.count {
                if input[index] == UInt8(ascii: "<"), index + 2 + name.count < input.count, input[index + 1] == UInt8(ascii: "/"),
                   zip(input[(index + 2)...], name).allSatisfy({ $0 | 0x20 == $1 }),
                   !Self.isNameByte(input[index + 2 + name.count]) {
                    index = endOfTag(from: index + 2 + name.count)
                    return
                }
                index += 1
            }
        }

        /// `&name;`, `&#NN;` or `&#xHH;` decoded; anything else is text.
        private mutating func readReference() {
            var end = index + 1
            while end < input.count, end - index <= 32, Self.isNameByte(input[end]) || input[end] == UInt8(ascii: "#") { end += 1 }
            guard end < input.count, input[end] == UInt8(ascii: ";"), end > index + 1,
                  let scalar = scalar(named: Array(input[(index + 1)..<end])) else {
                append(input[index])
                index += 1
                return
            }
            index = end + 1
            if scalar.properties.isWhitespace {
                pendingSpace = true
            } else {
                var text = String(scalar)
                text.withUTF8 { append($0) }
            }
        }

        private func scalar(named name: [UInt8]) -> Unicode.Scalar? {
            if name[0] == UInt8(ascii: "#") {
                let digits = name.dropFirst()
                let hex = digits.first.map { $0 | 0x20 == UInt8(ascii: "x") } ?? false
                let value = UInt32(String(decoding: hex ? digits.dropFirst() : digits, as: UTF8.self), radix: hex ? 16 : 10)
                return value.flatMap(Unicode.Scalar.init)
            }
            let entity = (name + [0]).withUnsafeBufferPointer { htmlEntityLookup($0.baseAddress) }
            return entity.flatMap { Unicode.Scalar($0.pointee.value) }
        }

        private func has(_ text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= input.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { input[position + $0] == pattern[$0] } }
        }

        /// Past the first `terminator` at or after `start`, or the end of the text.
        private func end(of terminator: StaticString, from start: Int) -> Int {
            var position = start
            while position < input.count {
                if has(terminator, at: position) { return position + terminator.utf8CodeUnitCount }
                position += 1
            }
            return input.count
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }
}
