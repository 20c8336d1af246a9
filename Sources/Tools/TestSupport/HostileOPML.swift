/// The OPML attack of issue 17, item 5, for the unit and the end-to-end tests: `xmlUrl`s holding
/// line breaks with an `exec:` line (newsboat runs those) and a second URL, or a quote with a
/// `~Title` and a tag; a title holding a line break; one good feed.
public enum HostileOPML {
    public static let document = """
        <?xml version="1.0"?>
        <opml version="2.0"><body>
          <outline type="rss" text="Evil" xmlUrl="http://x.example/a.xml&#10;exec:touch /tmp/pwned&#10;http://y.example/b.xml"/>
          <outline type="rss" text="Leading" xmlUrl="&#10;exec:touch /tmp/pwned&#10;http://z.example/c.xml"/>
          <outline type="rss" text="Quoted" xmlUrl="http://q.example/feed &quot;~Injected title&quot; injectedtag"/>
          <outline type="rss" title="Fine&#10;one" xmlUrl="https://fine.example/feed"/>
        </body></opml>
        """
}
