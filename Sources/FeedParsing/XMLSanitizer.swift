import CLibXML2

/// Makes a feed's UTF-8 bytes safe and lenient to hand to libxml2, keeping every line on its
/// line so error line numbers still match the file:
/// - the XML declaration goes (the bytes are UTF-8 now, whatever it said);
/// - the DOCTYPE goes, internal subset and all: no entity is declared, so no external entity can
///   be read and no expansion bomb can go off;
/// - `&name;` that XML does not know becomes the character when HTML names it (`&nbsp;`,
///   `&eacute;`, common in RSS 0.9x) and literal text otherwise (`AT&T`, `&bogus;`): libxml2
///   would stop at an entity the document does not declare;
/// - control characters XML forbids are dropped.
/// CDATA sections, comments and processing instructions are copied as they are.
enum XMLSanitizer {
    /// Every byte looked at; `sanitized` skips this when it would change nothing.
    static func sanitize(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 16)
        var index = 0
        skipDeclaration(input, &index, &output)
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "<"), index + 1 < input.count, input[index + 1] == UInt8(ascii: "!") || input[index + 1] == UInt8(ascii: "?") {
                if has(input, index, "<![CDATA[") {
                    copy(input, &index, through: "]]>", &output)
                } else if has(input, index, "<!--") {
                    copy(input, &index, through: "-->", &output)
                } else if hasIgnoringCase(input, index, "<!DOCTYPE") {
                    skipDoctype(input, &index, &output)
                } else if input[index + 1] == UInt8(ascii: "?") {
                    copy(input, &index, through: "?>", &output)
                } else {
                    output.append(byte)
                    index += 1
                }
            } else if byte == UInt8(ascii: "&") {
                rewriteReference(input, &index, &output)
            } else if isForbiddenControl(byte) {
                index += 1
            } else {
                let run = index
                index += 1
                while index < input.count, !needsCare(input[index]) { index += 1 }
                output.append(contentsOf: input[run..<index])
            }
        }
        return output
    }

    /// Bytes the loop looks at one by one; runs of the others are copied whole.
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || isForbiddenControl(byte)
    }

    private static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    private static func skipDeclaration(_ input: [UInt8], _ index: inout Int, _ output: inout [UInt8]) {
        var start = 0
        while start < input.count, [0x20, 0x09, 0x0A, 0x0D].contains(input[start]) { start += 1 }
        guard has(input, start, "<?xml"), start + 5 < input.count, [0x20, 0x09, 0x0A, 0x0D].contains(input[start + 5]) else { return }
        index = start
        var ignored: [UInt8] = []
        copy(input, &index, through: "?>", &ignored)
        output.append(contentsOf: ignored.filter { $0 == 0x0A })
    }

    /// Skips `<!DOCTYPE …>` with its quoted ids and `[internal subset]`, keeping its line breaks.
    private static func skipDoctype(_ input: [UInt8], _ index: inout Int, _ output: inout [UInt8]) {
        var depth = 0
        var quote: UInt8?
        while index < input.count {
            let byte = input[index]
            index += 1
            if byte == 0x0A { output.append(byte) }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return
            }
        }
    }

    private static func rewriteReference(_ input: [UInt8], _ index: inout Int, _ output: inout [UInt8]) {
        var end = index + 1
        while end < input.count, end - index <= 32, isNameByte(input[end]) { end += 1 }
        let name = input[(index + 1)..<end]
        guard end < input.count, input[end] == UInt8(ascii: ";"), !name.isEmpty else {
            output.append(contentsOf: "&amp;".utf8)
            index += 1
            return
        }
        if name.first == UInt8(ascii: "#") {
            if let scalar = characterReference(name.dropFirst()), isXMLCharacter(scalar) {
                output.append(contentsOf: input[index...end])
            }
        } else if isPredefinedEntity(name) {
            output.append(contentsOf: input[index...end])
        } else if let scalar = htmlEntity(Array(name)) {
            output.append(contentsOf: "&#\(scalar);".utf8)
        } else {
            output.append(contentsOf: "&amp;".utf8)
            output.append(contentsOf: input[(index + 1)...end])
        }
        index = end + 1
    }

    /// amp, lt, gt, quot, apos: the entities XML itself declares.
    private static func isPredefinedEntity(_ name: ArraySlice<UInt8>) -> Bool {
        name.elementsEqual("amp".utf8) || name.elementsEqual("lt".utf8) || name.elementsEqual("gt".utf8)
            || name.elementsEqual("quot".utf8) || name.elementsEqual("apos".utf8)
    }

    private static func characterReference(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard let first = digits.first else { return nil }
        if first == UInt8(ascii: "x") || first == UInt8(ascii: "X") {
            return UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
        }
        return UInt32(String(decoding: digits, as: UTF8.self), radix: 10)
    }

    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// The code point of an HTML 4 named entity, from libxml2's own table.
    private static func htmlEntity(_ name: [UInt8]) -> UInt32? {
        let entity = (name + [0]).withUnsafeBufferPointer { htmlEntityLookup($0.baseAddress) }
        return entity?.pointee.value
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    private static func has(_ input: [UInt8], _ index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= input.count else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { input[index + $0] == pattern[$0] } }
    }

    private static func hasIgnoringCase(_ input: [UInt8], _ index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= input.count else { return false }
        return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { input[index + $0] | 0x20 == pattern[$0] | 0x20 } }
    }

    /// Copies from `index` through the first `terminator` (or to the end), dropping forbidden controls.
    private static func copy(_ input: [UInt8], _ index: inout Int, through terminator: StaticString, _ output: inout [UInt8]) {
        while index < input.count {
            if has(input, index, terminator) {
                let count = terminator.utf8CodeUnitCount
                output.append(contentsOf: input[index..<(index + count)])
                index += count
                return
            }
            if !isForbiddenControl(input[index]) { output.append(input[index]) }
            index += 1
        }
    }
}
