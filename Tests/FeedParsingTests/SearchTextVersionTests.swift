import FeedParsing
import Testing

/// The news cache can take an article's words out of its index only if `HTMLText.searchText`
/// gives the same words it gave when the article was indexed. This test records those words on
/// sample HTML for the current `searchTextVersion`: if it fails, the words changed, so bump
/// the version (the cache then re-indexes on opening) and record the new words here.
@Suite struct SearchTextVersionTests {
    static let samples = [
        "<p>Plain <b>bold</b> and <a href='x'>a link</a>.</p>",
        "<h1>Title</h1><ul><li>one</li><li>two</li></ul><pre>code  kept</pre>",
        "Caf&eacute; &amp; cr&egrave;me &#8212; &lt;tag&gt; &nbsp;end",
        "<script>var hidden = 1;</script><style>p { color: red }</style><!-- note -->shown",
        "<img src='a.png' alt='a picture'><blockquote>quoted</blockquote>日本語のテキスト",
        "unclosed <div><p>soup <i>italic</div> tail",
        "<p>See <a class=x HREF = \"https://example.com/a?b=1\">this</a> and <a href=/rel/path>that</a>.<a name='n'>x</a></p>",
    ]

    @Test func theWordsAreTheOnesRecordedForThisVersion() {
        let words = Self.samples.map(HTMLText.searchText)
        #expect(HTMLText.searchTextVersion == 2)
        #expect(words == [
            "Plain bold and a link. x",
            "Title one two code kept",
            "Café & crème — <tag> end",
            "shown",
            "quoted 日本語のテキスト",
            "unclosed soup italic tail",
            "See this and that.x https://example.com/a?b=1 /rel/path",
        ])
    }
}
