/// Where the items of a JSON Feed lie in its bytes, found without decoding them: when
/// JSONSerialization refuses the whole document for one bad item (a lone surrogate `"\ud800"`,
/// a number of 100,000 digits), the rest of the document and each item are read on their own,
/// and only the bad item is lost. Iterative, so deep nesting costs no stack.
struct JSONItemSpans {
    /// The bytes of the `"items"` array of the top-level object, brackets included.
    let array: Range<Int>
    /// Each element of that array.
    let elements: [Range<Int>]

    /// nil when the text is not an object with an `"items"` array as far as this scan can tell.
    init?(_ bytes: [UInt8]) {
        var index = Self.skipSpace(bytes, 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while true {
            index = Self.skipSpace(bytes, index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyEnd = Self.endOfString(bytes, index)
            let key = bytes[index + 1..<max(index + 1, keyEnd - 1)]
            index = Self.skipSpace(bytes, keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = Self.skipSpace(bytes, index + 1)
            guard index < bytes.count else { return nil }
            if key.elementsEqual("items".utf8), bytes[index] == UInt8(ascii: "[") {
                guard let elements = Self.elements(bytes, arrayAt: index) else { return nil }
                array = index..<(Self.endOfValue(bytes, index))
                self.elements = elements
                return
            }
            index = Self.skipSpace(bytes, Self.endOfValue(bytes, index))
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    private static func elements(_ bytes: [UInt8], arrayAt start: Int) -> [Range<Int>]? {
        var elements: [Range<Int>] = []
        var index = skipSpace(bytes, start + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return [] }
        while index < bytes.count {
            let end = endOfValue(bytes, index)
            guard end > index else { return nil }
            elements.append(index..<end)
            index = skipSpace(bytes, end)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") { return elements }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(bytes, index + 1)
        }
        return nil
    }

    /// Just past the value starting at `start`: a string, an object or array (to its matching
    /// bracket, strings skipped), or a bare number/literal.
    private static func endOfValue(_ bytes: [UInt8], _ start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(bytes, start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(bytes, index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return bytes.count
        default:
            var index = start
            while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
            return index
        }
    }

    /// Just past the closing quote of the string whose opening quote is at `start`.
    private static func endOfString(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    private static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }
}
