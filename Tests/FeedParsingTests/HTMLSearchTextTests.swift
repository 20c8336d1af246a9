import FeedParsing
import Foundation
import Testing

@Suite("HTML to words for the search index")
struct HTMLSearchTextTests {
    /// What the full-text tokenizer makes of a text: its letters-and-digits words, in order.
    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.lowercased() }
    }

    /// Fragments of the kinds feeds carry, tag soup included.
    static let fragments = [
        "<p>Hello <b>world</b></p>\n<ul><li>a<li>b</ul><br>x &amp; y<script>no</script>",
        "<h2>Title</h2><p>Some <em>soft</em>  and\n<strong>strong</strong> <code>x()</code> text.</p><p>Two</p>",
        "<p>line one<br>line two &amp; caf&eacute; &#x263A; &#9731; <img src=\"a.png\" alt=\"A cat\"> <img src=\"b.png\"></p>",
        "<div>unclosed <p>para <i>italic <b>both</p> after</div><table><tr><td>cell one</td><td>cell two</td></tr></table>",
        "<p>Read <a href=\"https://example.com/x?a=1&amp;b=2\" title=\"a > b\">the whole story</a>.</p>",
        "<style>p { color: red }</style><p>shown</p><STYLE type=\"text/css\">.x{}</STYLE><noscript>hidden</noscript>tail",
        "<!-- a comment with <p>tags</p> --><p>after the comment</p><!DOCTYPE html><?php echo 1 ?>end",
        "<blockquote>quoted <q>words</q></blockquote><pre>code\n  kept  as is</pre><hr>rule",
        "a < b and c > d, AT&T &bogus; &amp 5&lt;6",
        "<p>bo<b>ld</b> in<span>side</span> a word, and sep<br>arated<p>by blocks</p></p>",
        "<svg><text>drawn</text></svg><math><mi>x</mi></math>after <script src=x.js></script>the scripts",
        "Ünïcödé <p>漢字 かな</p> émoji 🎉 &nbsp;spaced&#160;out",
    ]

    @Test("the words are the ones the reader's plain text has, then the links' targets", arguments: fragments)
    func sameWordsAsPlainText(html: String) {
        let searchWords = Self.words(HTMLText.searchText(html)), plainWords = Self.words(HTMLText.plainText(html))
        if html.contains("href") {
            #expect(Array(searchWords.prefix(plainWords.count)) == plainWords)
        } else {
            #expect(searchWords == plainWords)
        }
    }

    @Test func linkTargetsFollowTheTextWithTheirEntitiesDecoded() {
        #expect(HTMLText.searchText("<p>Read <a href=\"https://example.com/x?a=1&amp;b=2\" title=\"a > b\">the story</a>.</p>")
                == "Read the story. https://example.com/x?a=1&b=2")
        #expect(HTMLText.searchText("<a HREF='/one'>1</a> <a name=x>2</a> <a href=two>3</a><a href=\"\">4</a>") == "1 2 34 /one two")
    }

    @Test func markupEntitiesAndSpaceGo() {
        #expect(HTMLText.searchText("<p>Hello <b>world</b></p>\n<ul><li>a<li>b</ul><br>x &amp; y<script>no</script>")
                == "Hello world a b x & y")
        #expect(HTMLText.searchText("  just   text\n") == "just text")
        #expect(HTMLText.searchText("") == "")
        #expect(HTMLText.searchText("a < b and c > d") == "a < b and c > d")
        #expect(HTMLText.searchText("<script>never closed") == "")
    }

    @Test("a cut-off or hostile fragment ends, whatever it holds")
    func truncatedInputs() {
        let html = Self.fragments.joined()
        var bytes = Array(html.utf8)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            _ = HTMLText.searchText(String(decoding: bytes[..<end], as: UTF8.self))
        }
        bytes.shuffle()
        _ = HTMLText.searchText(String(decoding: bytes, as: UTF8.self))
    }
}

@Suite("HTML search text: control characters")
struct HTMLSearchTextControlTests {
    @Test("a vertical tab separates words like any white space (it looped forever)")
    func verticalTab() {
        #expect(HTMLText.searchText("one\u{0B}two") == "one two")
        #expect(HTMLText.searchText("<p>a</p>\u{0B}\u{0B}<p>b</p>") == "a b")
    }
}
