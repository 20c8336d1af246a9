import Foundation

/// A small XML reader for WebDAV answers, on bytes: elements with their namespaces resolved,
/// attributes, text with the five entities and character references, CDATA; comments,
/// processing instructions and a DOCTYPE are skipped (no entity is ever expanded).
///
/// Not FoundationXML's parser: libxml2 under it refuses a text node over 10,000,000 bytes (a
/// 10 MB to-do's calendar-data) and a control character such as the ESC Radicale passes through
/// from a to-do's title; either stopped every sync of the calendar.
struct DAVXMLScanner {
    struct Failure: Error { let line: Int }

    private let bytes: [UInt8]
    private var index = 0
    static let maxDepth = 64

    init(_ data: Data) { bytes = Array(data) }

    mutating func root() throws(Failure) -> DAVElement {
        var stack: [(element: DAVElement, text: [UInt8], scope: [String: String])] = []
        var root: DAVElement?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                if !stack.isEmpty { stack[stack.count - 1].text += try decoded(bytes[start..<index]) }
                continue
            }
            if starts(with: "<?") { try skip(past: "?>"); continue }
            if starts(with: "<!--") { try skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                if !stack.isEmpty { stack[stack.count - 1].text += bytes[start..<(index - 3)] }
                continue
            }
            if starts(with: "<!") { try skip(past: ">"); continue }
            if starts(with: "</") {
                index += 2
                _ = name()
                try skip(past: ">")
                guard let closing = stack.popLast() else { throw failure }
                let element = Self.finished(closing.element, text: closing.text)
                if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
                continue
            }
            index += 1
            let qualified = name()
            guard !qualified.isEmpty, stack.count < Self.maxDepth else { throw failure }
            var scope = stack.last?.scope ?? [:]
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                skipSpace()
                guard index < bytes.count else { throw failure }
                if bytes[index] == UInt8(ascii: ">") { index += 1; break }
                if starts(with: "/>") { index += 2; selfClosing = true; break }
                let key = name()
                skipSpace()
                guard !key.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { throw failure }
                let quote = bytes[index]
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != quote { index += 1 }
                guard index < bytes.count else { throw failure }
                let value = String(decoding: try decoded(bytes[start..<index]), as: UTF8.self)
                index += 1
                if key == "xmlns" { scope[""] = value } else if key.hasPrefix("xmlns:") { scope[String(key.dropFirst(6))] = value } else {
                    attributes[String(key.split(separator: ":").last ?? Substring(key))] = value
                }
            }
            let parts = qualified.split(separator: ":", maxSplits: 1).map(String.init)
            let (prefix, local) = parts.count == 2 ? (parts[0], parts[1]) : ("", parts[0])
            let element = DAVElement(namespace: scope[prefix] ?? "", name: local, attributes: attributes)
            if selfClosing {
                if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
            } else {
                stack.append((element, [], scope))
            }
        }
        guard stack.isEmpty, let root else { throw failure }
        return root
    }

    private var failure: Failure {
        Failure(line: bytes[..<min(index, bytes.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 })
    }

    private static func finished(_ element: DAVElement, text: [UInt8]) -> DAVElement {
        var element = element
        element.text = String(decoding: text, as: UTF8.self)
        if !element.children.isEmpty { element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        return element
    }

    private func starts(with prefix: String) -> Bool {
        let utf8 = Array(prefix.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    private mutating func skip(past end: String) throws(Failure) {
        let utf8 = Array(end.utf8)
        while index + utf8.count <= bytes.count {
            if bytes[index..<(index + utf8.count)].elementsEqual(utf8) { index += utf8.count; return }
            index += 1
        }
        throw failure
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, !" \t\r\n/>=".utf8.contains(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#N;` `&#xN;` decoded; anything else kept as it is.
    private func decoded(_ slice: ArraySlice<UInt8>) throws(Failure) -> [UInt8] {
        guard slice.contains(UInt8(ascii: "&")) else { return Array(slice) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var position = slice.startIndex
        while position < slice.endIndex {
            let byte = slice[position]
            guard byte == UInt8(ascii: "&"), let end = slice[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                result.append(byte)
                position += 1
                continue
            }
            let entity = String(decoding: slice[(position + 1)..<end], as: UTF8.self)
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][entity]
            var scalar: Unicode.Scalar?
            if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst(1)).flatMap(Unicode.Scalar.init) }
            if let text = named ?? scalar.map({ String(Character($0)) }) {
                result += Array(text.utf8)
                position = end + 1
            } else {
                result.append(byte)
                position += 1
            }
        }
        return result
    }
}
