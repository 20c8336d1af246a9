import CLibXML2
import Entities

extension HTMLRenderer {
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }

    mutating func appendText(_ content: UnsafePointer<xmlChar>) {
        var pointer = content
        if preDepth > 0 && !plain {
            switchStyle(to: style)
            while pointer.pointee != 0 {
                if pointer.pointee != 0x0D { buffer.append(pointer.pointee) }
                pointer += 1
            }
            return
        }
        while pointer.pointee != 0 {
            if Self.isSpace(pointer.pointee) {
                markSpace()
                pointer += 1
                continue
            }
            let word = pointer
            while pointer.pointee != 0, !Self.isSpace(pointer.pointee) { pointer += 1 }
            if pendingSpace {
                if !blockIsEmpty, buffer.last != 0x0A {
                    switchStyle(to: pendingSpaceStyle)
                    buffer.append(0x20)
                }
                pendingSpace = false
            }
            if buffer.isEmpty || bufferStyle != style { switchStyle(to: style) }
            buffer.append(contentsOf: UnsafeBufferPointer(start: word, count: pointer - word))
        }
    }

    mutating func markSpace() {
        guard !pendingSpace else { return }
        pendingSpace = true
        pendingSpaceStyle = style
    }

    /// Text Adder adds (`[image]`, a link's `[1]`), set off from what comes before by a space.
    mutating func appendLiteral(_ text: String, style literalStyle: ArticleText.Style,
                                            spaceStyle: ArticleText.Style? = nil, keepingPendingSpace: Bool = false) {
        let hadPendingSpace = pendingSpace
        if !blockIsEmpty {
            let last = buffer.last ?? runs.last?.text.utf8.last
            if pendingSpace || (last != 0x20 && last != 0x0A) {
                switchStyle(to: spaceStyle ?? (pendingSpace ? pendingSpaceStyle : literalStyle))
                buffer.append(0x20)
            }
        }
        pendingSpace = keepingPendingSpace && hadPendingSpace
        switchStyle(to: literalStyle)
        buffer.append(contentsOf: text.utf8)
    }

    private mutating func switchStyle(to newStyle: ArticleText.Style) {
        guard newStyle != bufferStyle else { return }
        closeRun()
        bufferStyle = newStyle
    }

    private mutating func closeRun() {
        guard !buffer.isEmpty else { return }
        let text = String(decoding: buffer, as: UTF8.self)
        if let last = runs.last, last.style == bufferStyle {
            runs[runs.count - 1].text += text
        } else {
            runs.append(ArticleText.Run(text, style: bufferStyle))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func flushBlock() {
        if plain {
            markSpace()
            return
        }
        while let last = buffer.last, Self.isSpace(last) { buffer.removeLast() }
        closeRun()
        pendingSpace = false
        defer { runs.removeAll() }
        while let last = runs.last {
            let kept = last.text.utf8.reversed().drop(while: Self.isSpace).count
            if kept == last.text.utf8.count { break }
            if kept > 0 { runs[runs.count - 1].text = String(decoding: last.text.utf8.prefix(kept), as: UTF8.self); break }
            runs.removeLast()
        }
        if preDepth > 0, let first = runs.first {
            runs[0].text = String(first.text.drop { $0 == "\n" })
        }
        guard runs.contains(where: { !$0.text.isEmpty }) else { return }
        let kind = preDepth > 0 ? .preformatted : pendingKind ?? .paragraph
        if table?.cell != nil {
            table?.add(runs, kind: kind)
            pendingKind = nil
            return
        }
        blocks.append(ArticleText.Block(kind: kind, runs: runs, indent: lists.count, quoteDepth: quoteDepth))
        pendingKind = nil
    }

    mutating func finish() -> ArticleText {
        flushBlock()
        return ArticleText(blocks: blocks, links: links)
    }

    mutating func finishPlain() -> String {
        closeRun()
        return runs.map(\.text).joined()
    }
}
