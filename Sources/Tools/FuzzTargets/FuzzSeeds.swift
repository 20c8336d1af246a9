/// The starting inputs and format words of each fuzz target.
enum FuzzSeeds {
    static func seeds(for target: FuzzTarget) -> [String] {
        switch target {
        case .feed: feeds
        case .html: ["<p>Hello <b>world</b> &amp; <a href=\"/x\">link</a></p>", "<ul><li>one<li>two</ul><pre>\tcode\n</pre>",
                     "<table><tr><td>a</td><td>b</td></tr></table><img src=\"i.png\" alt=\"pic\"><br>text &#x1F600; &nbsp;",
                     "<blockquote><h1>T</h1><script>x</script><style>y</style></blockquote>"]
        case .date: ["Mon, 01 Jan 2024 12:00:00 GMT", "2024-01-01T12:00:00Z", "2024-01-01T12:00:00.123+05:30",
                     "Tue, 2 Feb 99 1:02 EST", "2024-01-01", "-4000", "9999-12-31T23:59:59Z", "1 Jan 2024 00:00 +0100"]
        case .keys: ["abc", "<Enter><Esc><Tab><S-Tab><BS>", "<C-x><F12><PgDn><lt>", "<Paste:hello\nworld>x", "<Space><Up>"]
        case .config: [config]
        case .theme: [theme]
        case .todos: [todos, #"{"version": 2, "nextID": 2, "todos": [{"id": 1, "title": "t", "created": "2026-01-01T08:00:00Z"}]}"#]
        case .todotxt, .taskwarrior, .ics: InteropFuzzing.seeds(for: target)
        case .filter: [#"title =~ "^linux" and content =~ "ker+nel|(a|b)c{2,3}x""#,
                       #"( author =~ "Frank" or tags # "tech" ) and age between 0:7"#,
                       #"content !~ "[[:alpha:]]x\.y[]a]*z{,2}ſı" or content # "ıſ""#, #"unread = "yes" and flags # "s""#]
        case .schedule: ScheduleFuzzing.seeds
        case .caldav: CalDAVFuzzing.seeds
        }
    }

    static func tokens(for target: FuzzTarget) -> [String] {
        switch target {
        case .feed: ["<item>", "</item>", "<entry>", "</entry>", "<channel>", "</channel>", "<![CDATA[", "]]>", "&amp;", "&nbsp;",
                     "<!DOCTYPE x [<!ENTITY a \"b\">]>", "xml:base=\"../\"", "<link href=\"/a\"/>", "\"items\":[", "{\"id\":", "\\ud800",
                     "<content type=\"xhtml\"><div xmlns=\"http://www.w3.org/1999/xhtml\">", "<pubDate>", "<?xml version=\"1.0\"?>"]
        case .html: ["<p>", "</p>", "<a href=\"", "<img src=\"", "<table>", "<td>", "<pre>", "<li>", "&#", "&amp;", "<!--", "-->", "\t"]
        case .date: ["GMT", "Z", "+", "-", ":", "T", "Mon", "Jan", "EST", "99999", ".", " "]
        case .keys: ["<", ">", "<C-", "<F", "<Paste:", "<S-Tab>", "<lt>", "\u{1B}"]
        case .config: ["[news]", "[keys]", "[keys.news-reader]", " = ", "\"", "[\"", "\"]", "a.b.c", "{", "}", "\n", "'''", "1e400"]
        case .theme: ["[roles]", " = { fg = \"", "bg = ", "bold = true", "#ff00ff", "255", "a.b.c", "{", "}", "\n", "\""]
        case .todos: ["{", "}", "[", "]", "\"id\": ", "\"title\": \"", "\"due\": \"2026-02-30\"", "\"tags\": [\"", "1e999", "\\u",
                      "\"priority\": \"high\"", ",", "null", "true"]
        case .todotxt, .taskwarrior, .ics: InteropFuzzing.tokens(for: target)
        case .filter: ["=~", "!~", " # ", " and ", " or ", "(", ")", "\"", "[", "]", "[:alpha:]", "{", "}", "{2,}", "|", "*", "+",
                       "?", "\\", ".", "^", "$", "content", "between", "0:7", "ı", "ſ", "kernel"]
        case .schedule: ScheduleFuzzing.tokens
        case .caldav: CalDAVFuzzing.tokens
        }
    }

    private static let feeds = [
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
        <channel><title>T &amp; Co</title><link>https://e.example/</link>
        <item><guid>1</guid><title>One</title><link>/one</link><pubDate>Mon, 01 Jan 2024 12:00:00 GMT</pubDate>
        <description>&lt;p&gt;Hi&lt;/p&gt;</description><content:encoded><![CDATA[<p>Full</p>]]></content:encoded>
        <enclosure url="a.mp3" type="audio/mpeg" length="12"/><dc:creator>Ann</dc:creator></item>
        <item><title>Two</title></item></channel></rss>
        """,
        """
        <feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://e.example/"><title type="html">A &lt;b&gt;B&lt;/b&gt;</title>
        <link rel="alternate" type="text/html" href="/"/><author><name>Me</name></author>
        <entry><id>e1</id><title>E</title><updated>2024-01-01T00:00:00Z</updated><link href="e1"/>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div></content></entry></feed>
        """,
        """
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
        <channel rdf:about="c"><title>R</title></channel><item rdf:about="https://e.example/1"><title>I</title></item></rdf:RDF>
        """,
        #"{"version": "https://jsonfeed.org/version/1.1", "title": "J", "items": [{"id": 1, "title": "x", "content_html": "<p>y</p>", "date_published": "2024-01-01T00:00:00Z", "attachments": [{"url": "a"}]}]}"#,
    ]

    private static let config = """
        theme = "mono"
        split-width = 120
        mouse = false

        [news]
        parallelism = 4
        timeout = 30
        browser = "firefox --new-tab"
        articles-kept-per-feed = 500
        items-per-fetch = 100
        unread-kept-per-feed = 200
        auto-refresh = 30

        [keys]
        toggle-done = ["t", "<Space>"]
        delete-todo = "none"

        [keys.news-reader]
        page-down = ["<Space>", "<PgDn>"]
        """

    private static let theme = """
        name = "fuzz"
        background = "dark"

        [roles]
        normal = {}
        muted = { fg = "bright-black" }
        titleBar = { fg = "#ffffff", bg = "blue", bold = true }
        statusBar = { fg = "white", bg = 238 }
        """

    private static let todos = """
        {
          "nextID" : 3,
          "todos" : [
            {
              "archived" : false, "created" : "2026-01-01T08:00:00Z", "done" : true, "id" : 1,
              "completed" : "2026-01-02T08:00:00Z", "notes" : "n\\u00e9", "priority" : "high",
              "due" : "2026-03-01", "tags" : ["a", "b"], "title" : "One"
            },
            { "archived" : false, "created" : "2026-01-01T09:00:00Z", "done" : false, "id" : 2, "notes" : "", "tags" : [], "title" : "Two" }
          ],
          "version" : 2
        }
        """
}
