import Entities
import FeedParsing
import Foundation
import Testing

@Suite("HTML to styled text")
struct HTMLTextTests {
    typealias Block = ArticleText.Block
    typealias Run = ArticleText.Run

    static func render(_ html: String) -> ArticleText {
        HTMLText.render(html, baseURL: URL(string: "https://example.com/posts/1"))
    }

    @Test func paragraphsHeadingsAndInlineStyles() {
        let text = Self.render("<h2>Title</h2><p>Some <em>soft</em>  and\n<strong>strong</strong> <code>x()</code> text.</p><p>Two</p>")
        #expect(text.blocks == [
            Block(kind: .heading(level: 2), runs: [Run("Title")]),
            Block(kind: .paragraph, runs: [Run("Some "), Run("soft", style: .emphasis), Run(" and "), Run("strong", style: .strong),
                                           Run(" "), Run("x()", style: .code), Run(" text.")]),
            Block(kind: .paragraph, runs: [Run("Two")]),
        ])
    }

    @Test func linksAreNumberedInOrderAndResolved() {
        let text = Self.render(#"<p>See <a href="/a">this <b>one</b></a> and <a href="https://other.example/">that</a>.</p>"#)
        #expect(text.links == ["https://example.com/a", "https://other.example/"])
        #expect(text.blocks[0].runs == [
            Run("See "), Run("this one", style: .link(number: 1)), Run(" [1] and "), Run("that", style: .link(number: 2)), Run(" [2]."),
        ])
    }

    @Test func nestedListsWithStartAndBullets() {
        let text = Self.render(#"<ol start="3"><li>three<ul><li>dot</li></ul></li><li>four</li></ol>"#)
        #expect(text.blocks == [
            Block(kind: .listItem(marker: "3."), runs: [Run("three")], indent: 1),
            Block(kind: .listItem(marker: "◦"), runs: [Run("dot")], indent: 2),
            Block(kind: .listItem(marker: "4."), runs: [Run("four")], indent: 1),
        ])
    }

    @Test func tagSoupLists() {
        let text = Self.render("<ul><li>one<li>two</ul><p>after <b>unclosed")
        #expect(text.blocks == [
            Block(kind: .listItem(marker: "•"), runs: [Run("one")], indent: 1),
            Block(kind: .listItem(marker: "•"), runs: [Run("two")], indent: 1),
            Block(kind: .paragraph, runs: [Run("after "), Run("unclosed", style: .strong)]),
        ])
    }

    @Test func blockquotesPreAndRules() {
        let text = Self.render("<blockquote><p>quoted</p><blockquote>deeper</blockquote></blockquote><pre>\n  let x = 1\n\n  y  z\n</pre><hr><p>end</p>")
        #expect(text.blocks == [
            Block(kind: .paragraph, runs: [Run("quoted")], quoteDepth: 1),
            Block(kind: .paragraph, runs: [Run("deeper")], quoteDepth: 2),
            Block(kind: .preformatted, runs: [Run("  let x = 1\n\n  y  z")]),
            Block(kind: .rule, runs: []),
            Block(kind: .paragraph, runs: [Run("end")]),
        ])
    }

    @Test func lineBreaksImagesEntitiesAndDroppedElements() {
        let html = """
        <head><title>no</title><style>p{}</style></head><script>alert(1)</script><noscript>no</noscript>
        <p>line one<br>line two &amp; caf&eacute; &#x263A; <img src="a.png" alt="A cat"> <img src="b.png"></p>
        """
        #expect(Self.render(html).blocks == [
            Block(kind: .paragraph, runs: [Run("line one\nline two & café ☺ "), Run("[image: A cat]", style: .link(number: 1)), Run(" [1] "),
                                           Run("[image]", style: .link(number: 2)), Run(" [2]")]),
        ])
        #expect(Self.render(html).links == ["https://example.com/posts/a.png", "https://example.com/posts/b.png"])
    }

    @Test func imagesWithoutASourceOrWithAnInlineOneAreNotNumbered() {
        let text = Self.render(#"<p><img alt="gone"> <img src="data:image/png;base64,AAAA"> <a href="/x"><img src="/i.png"></a></p>"#)
        #expect(text.links == ["https://example.com/x", "https://example.com/i.png"])
        #expect(text.blocks[0].runs == [
            Run("[image: gone] [image] "), Run("[image]", style: .link(number: 2)), Run(" [2] [1]"),
        ])
    }

    @Test func aTableKeepsItsRowsAndCells() {
        let html = """
            <table><caption>Prices</caption>
            <thead><tr><td>Item</td><td>Cost</td></tr></thead>
            <tr><td>Tea <b>green</b></td><td colspan="2">3 €</td></tr>
            <tr><th>Total</th><td><p>one</p><p>two<br>three</p><ul><li>four</li></ul></td></tr>
            </table><p>after</p>
            """
        typealias Cell = ArticleText.Cell
        #expect(Self.render(html).blocks == [
            Block(kind: .paragraph, runs: [Run("Prices")]),
            Block(kind: .table(ArticleText.Table(rows: [
                [Cell([Run("Item")], isHeader: true), Cell([Run("Cost")], isHeader: true)],
                [Cell([Run("Tea "), Run("green", style: .strong)]), Cell([Run("3 €")], columnSpan: 2)],
                [Cell([Run("Total")], isHeader: true), Cell([Run("one"), Run("\n"), Run("two\nthree"), Run("\n"), Run("• "), Run("four")])],
            ])), runs: []),
            Block(kind: .paragraph, runs: [Run("after")]),
        ])
    }

    @Test func aOneColumnTableIsParagraphsAndATableInACellRunsOnInIt() {
        #expect(Self.render("<table><tr><td>first</td></tr><tr><td><p>second</p></td></tr></table>").blocks == [
            Block(kind: .paragraph, runs: [Run("first")]),
            Block(kind: .paragraph, runs: [Run("second")]),
        ])
        let nested = Self.render("<table><tr><td>a</td><td><table><tr><td>b</td><td>c</td></tr><tr><td>d</td></tr></table></td></tr></table>")
        #expect(nested.blocks == [
            Block(kind: .table(ArticleText.Table(rows: [[ArticleText.Cell([Run("a")]), ArticleText.Cell([Run("b c"), Run("\n"), Run("d")])]])),
                  runs: []),
        ])
    }

    @Test func tabsInPreformattedTextAreKeptForTheLayout() {
        #expect(Self.render("<pre>a\tb</pre>").blocks == [Block(kind: .preformatted, runs: [Run("a\tb")])])
    }

    @Test func plainTextIsOneLine() {
        #expect(HTMLText.plainText("<p>Hello <b>world</b></p>\n<ul><li>a<li>b</ul><br>x &amp; y<script>no</script>") == "Hello world a b x & y")
        #expect(HTMLText.plainText("  just   text\n") == "just text")
        #expect(HTMLText.plainText("") == "")
        #expect(HTMLText.plainText("a < b and c > d") == "a < b and c > d")
    }
}
