import Foundation
import Testing
@testable import TodoInterop

/// RFC 5545's text layer: folding at 75 octets, escaping, content lines.
@Suite struct ICalendarTextTests {
    @Test func foldsAt75OctetsWithCRLFAndASpace() {
        let line = "DESCRIPTION:" + String(repeating: "a", count: 200)
        let folded = ICalendarText.fold(line)
        let physical = folded.components(separatedBy: "\r\n").dropLast()
        #expect(folded.hasSuffix("\r\n"))
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(physical.map { $0.utf8.count } == [75, 75, 1 + 212 - 75 - 74])
        #expect(ICalendarText.fold("SUMMARY:short") == "SUMMARY:short\r\n")
    }

    @Test func neverFoldsInsideAUTF8Sequence() throws {
        // 3-byte and 4-byte characters placed so that a byte count cut would land inside them.
        for prefix in 0..<4 {
            let line = "SUMMARY:" + String(repeating: "x", count: prefix) + String(repeating: "日本🎉", count: 40)
            let folded = ICalendarText.fold(line)
            for physical in folded.components(separatedBy: "\r\n").dropLast() {
                #expect(physical.utf8.count <= 75)
                #expect(String(validating: Array(physical.utf8), as: UTF8.self) != nil)
            }
            let lines = try ICalendarText.contentLines(Data(folded.utf8))
            #expect(lines.map(\.value) == [String(line.dropFirst("SUMMARY:".count))])
        }
    }

    @Test func escapesBackslashSemicolonCommaAndLineBreaks() {
        let text = "a,b;c\\d\ne\r\nf"
        #expect(ICalendarText.escape(text) == "a\\,b\\;c\\\\d\\ne\\nf")
        #expect(ICalendarText.unescape(Substring(ICalendarText.escape(text))) == "a,b;c\\d\ne\nf")
        #expect(ICalendarText.unescape("upper\\Nbreak and a stray \\x") == "upper\nbreak and a stray \\x")
    }

    @Test func categoriesSplitOnUnescapedCommasOnly() {
        #expect(ICalendarText.list("house,Big Plans,a\\,b") == ["house", "Big Plans", "a,b"])
    }

    @Test func contentLinesReadParametersQuotedColonsAndFoldedLines() throws {
        let text = "BEGIN:VTODO\r\nDUE;TZID=\"Europe/Berlin:odd\";VALUE=DATE-TIME:20260120T170000\r\nSUMMARY:Long\r\n  and folded\r\n\tagain\nEND:VTODO"
        let lines = try ICalendarText.contentLines(Data(text.utf8))
        #expect(lines.map(\.name) == ["BEGIN", "DUE", "SUMMARY", "END"])
        #expect(lines[1].parameters == ["TZID": "Europe/Berlin:odd", "VALUE": "DATE-TIME"])
        #expect(lines[1].value == "20260120T170000")
        #expect(lines[2].value == "Long and foldedagain")
        #expect(lines.map(\.line) == [1, 2, 3, 6])
    }

    @Test func aLineWithoutAColonOrNotUTF8IsMalformedWithItsLineNumber() {
        #expect(throws: ICalendarText.Malformed(line: 2, reason: "has no colon between the property name and its value")) {
            try ICalendarText.contentLines(Data("BEGIN:VCALENDAR\r\nSUMMARY without colon\r\n".utf8))
        }
        var bytes = Array("BEGIN:VCALENDAR\r\nSUMMARY:".utf8)
        bytes += [0xFF, 0x0D, 0x0A]
        #expect(throws: ICalendarText.Malformed(line: 2, reason: "is not UTF-8 text")) {
            try ICalendarText.contentLines(Data(bytes))
        }
    }
}
