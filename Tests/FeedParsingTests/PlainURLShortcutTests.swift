@testable import FeedParsing
import Foundation
import Testing

/// `XMLTreeElement.resolve` hands plain absolute addresses back as they are
/// (`isPlainAbsoluteURL`); on every address, with any base, that is what resolving gives.
@Suite struct PlainURLShortcutTests {
    @Test func theShortcutGivesWhatResolvingGives() {
        var generator = SeededGenerator(seed: 28)
        let schemes = ["https://", "http://", "HTTP://", "ftp://", "", "https:/", "//"]
        let hosts = ["example.com", "Example.com", "a.b", "", ".a", "a..b", "example.com.", "ex_ample.com", "1.2.3.4", "xn--b-x.example"]
        let pieces = ["/", "/a", "/0", "/.", "/..", "/b.html", "//", "?q=1", "#f", "%20", " ", "é", ":8080", "/~x", "/a-b_c", "/x.", "/.x",
                      "/A", "\\", "@", "/a;b", "/a:b"]
        let bases = [nil, URL(string: "https://feeds.example/dir/feed.xml"), URL(fileURLWithPath: "/tmp/feed.rss")]
        var shortcut = 0, general = 0
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let value = schemes.randomElement(using: &generator)! + hosts.randomElement(using: &generator)! + path
            let base = bases.randomElement(using: &generator)!
            let trimmed = XMLTreeElement.trimmed(value)  // as resolve reads it
            let resolved = trimmed.isEmpty ? nil : URL(string: trimmed, relativeTo: base).map(\.absoluteString) ?? trimmed
            let element = XMLTreeElement(name: "link", namespace: "", attributes: [:], base: base)
            #expect(element.resolve(value) == resolved, "\(value) against \(base?.absoluteString ?? "no base")")
            if XMLTreeElement.isPlainAbsoluteURL(trimmed) { shortcut += 1 } else { general += 1 }
        }
        #expect(shortcut > 500, "\(shortcut)")
        #expect(general > 500, "\(general)")
    }
}
