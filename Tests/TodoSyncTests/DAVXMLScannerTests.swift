import Foundation
import Testing
@testable import TodoSync

@Suite("The WebDAV XML scanner")
struct DAVXMLScannerTests {
    private func root(_ text: String) throws -> DAVElement {
        try DAVXML.parse(Data(text.utf8), from: URL(string: "http://127.0.0.1/")!)
    }

    @Test("prefixes and default namespaces resolve; entities, character references and CDATA are text")
    func namespacesAndText() throws {
        let element = try root("""
            <?xml version="1.0"?><!-- a comment --><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
            <response><href>/a%20b/x.ics</href><propstat><prop><getetag>"1&amp;2"</getetag>
            <C:calendar-data>SUMMARY:Tom &lt;&amp;&gt; Jerry &#233;&#x1F600;<![CDATA[ <raw> ]]></C:calendar-data>
            <C:supported-calendar-component-set><C:comp name='VTODO'/></C:supported-calendar-component-set>
            </prop></propstat></response></multistatus>
            """)
        #expect(element.name == "multistatus" && element.namespace == "DAV:")
        let prop = try #require(element.path("response", "propstat", "prop"))
        #expect(prop.child("getetag")?.text == "\"1&2\"")
        #expect(prop.child("calendar-data", DAVXML.caldav)?.text == "SUMMARY:Tom <&> Jerry é😀 <raw> ")
        #expect(prop.child("supported-calendar-component-set", DAVXML.caldav)?.children.first?.attributes["name"] == "VTODO")
    }

    @Test("what is not XML is one sentence with its line; nesting past 64 levels is refused; no entity is expanded")
    func refusals() throws {
        for bad in ["<a><b></a>", "<a>\n<b x=1></b></a>", "<a", "", String(repeating: "<x>", count: 65) + String(repeating: "</x>", count: 65)] {
            #expect(throws: SyncError.self) { try root(bad) }
        }
        do { _ = try root("<a>\n\n<b x=1></b></a>") } catch { #expect(String(describing: error).contains("(line 3)")) }
        let doctype = try root(#"<!DOCTYPE a [<!ENTITY boom "BOOM">]><a>&boom;</a>"#)
        #expect(doctype.text == "&boom;")
    }
}
