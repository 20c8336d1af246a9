import Entities
import Foundation
import TodoInterop
import TodoSync

/// The CalDAV fuzz target: a server's REPORT answer (a multistatus) read as a sync reads it, each
/// member's calendar-data read as a to-do, and an edit written over it as the sync writes one back
/// (`ICalendarResource.write` over the copy last synced), which must read back.
enum CalDAVFuzzing {
    private static let now = Date(timeIntervalSince1970: 1_767_225_600)
    private static let edited = Todo(id: 1, title: "Edited, here; \\ too", notes: "line\nnext", done: true, created: now, completed: now,
                                     priority: .high, tags: ["a,b"])

    static func run(_ data: Data) {
        guard let members = DAVAnswer.members(of: data) else { return }
        for member in members {
            guard let base = member.calendarData.map({ Data($0.utf8) }),
                  let foreign = (try? ICalendarResource.read(base, file: member.path, timeZone: .gmt)) ?? nil else { continue }
            let written = ICalendarResource.write(edited, uid: foreign.foreignID, parentUID: nil, changed: [.title, .notes, .status, .priority, .tags],
                                                  base: base, now: now, timeZone: .gmt)
            // What the sync sends back after an edit here must still be a to-do: else the edit is lost.
            do {
                guard try ICalendarResource.read(written, file: "written", timeZone: .gmt) != nil else {
                    preconditionFailure("an edit written over \(member.path) holds no to-do any more")
                }
            } catch {
                preconditionFailure("an edit written over \(member.path) cannot be read back: \(error)")
            }
        }
    }

    /// A sync-collection answer and a multiget with a to-do that has an alarm, X- properties and folds.
    static let seeds = [
        #"<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/alice/adder/a%20b.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:response><d:href>/alice/adder/gone.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response><d:sync-token>http://radicale.org/ns/sync/1</d:sync-token></d:multistatus>"#,
        "<?xml version=\"1.0\"?>\n<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\"><response><href>http://127.0.0.1:5232/alice/adder/x.ics</href>"
            + "<propstat><prop><getetag>\"2&amp;3\"</getetag><C:calendar-data>BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VTODO\r\n"
            + "UID:x\r\nDTSTAMP:20260101T100000Z\r\nSEQUENCE:3\r\nSUMMARY:Tom &lt;&amp;&gt; Jerry\r\n long line\r\nDUE;TZID=Europe/Berlin:20260301T090000\r\n"
            + "X-OTHER;P=\"a:b\":kept\r\nRELATED-TO;RELTYPE=PARENT:p\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:alarm\r\nTRIGGER:-PT5M\r\nEND:VALARM\r\n"
            + "END:VTODO\r\nEND:VCALENDAR\r\n</C:calendar-data></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>",
    ]

    static let tokens = ["<d:response>", "</d:response>", "<d:href>", "</d:href>", "<d:propstat>", "<d:prop>", "<![CDATA[", "]]>",
                         "<C:calendar-data>", "</C:calendar-data>", "&amp;", "&#x", "&lt;", "xmlns:d=\"DAV:\"", "<!--", "-->",
                         "BEGIN:VTODO\r\n", "END:VTODO\r\n", "BEGIN:VALARM\r\n", "END:VALARM\r\n", "SUMMARY:", "\r\n ", "RRULE:FREQ=DAILY\r\n",
                         "STATUS:COMPLETED\r\n", "DESCRIPTION:", "UID:", "SEQUENCE:", "<d:status>HTTP/1.1 404 Not Found</d:status>"]
}
