/// An article's body as styled text that a reader wraps to any width: blocks of runs, with the
/// links numbered in order of appearance (`[1]` is `links[0]`). Not pre-wrapped.
public struct ArticleText: Hashable, Sendable, Codable {
    public var blocks: [Block]
    public var links: [String]

    public init(blocks: [Block] = [], links: [String] = []) {
        self.blocks = blocks
        self.links = links
    }

    /// A paragraph, heading, list item, preformatted block, rule or table.
    public struct Block: Hashable, Sendable, Codable {
        public var kind: Kind
        public var runs: [Run]
        /// List nesting: 0 outside lists, 1 in a top-level list.
        public var indent: Int
        /// How many blockquotes hold this block.
        public var quoteDepth: Int

        public init(kind: Kind, runs: [Run], indent: Int = 0, quoteDepth: Int = 0) {
            self.kind = kind
            self.runs = runs
            self.indent = indent
            self.quoteDepth = quoteDepth
        }
    }

    public enum Kind: Hashable, Sendable, Codable {
        case paragraph
        /// `h1` to `h6`.
        case heading(level: Int)
        /// A list item with its marker ("•", "3.").
        case listItem(marker: String)
        /// `pre`: its line breaks and spaces are kept, never re-wrapped by words.
        case preformatted
        /// `hr`.
        case rule
        /// `table` with two columns or more (its runs are empty: the text is in the cells).
        case table(Table)
    }

    /// A piece of text in one style.
    public struct Run: Hashable, Sendable, Codable {
        public var text: String
        public var style: Style

        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public enum Style: Hashable, Sendable, Codable {
        case plain, emphasis, strong, code
        /// A link's text; `number` is its 1-based place in `links`.
        case link(number: Int)
    }
}
