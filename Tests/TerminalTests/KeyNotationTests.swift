@testable import Terminal
import Testing

@Suite("Key notation for adder snapshot --keys")
struct KeyNotationTests {
    @Test("literal characters and named keys")
    func mixed() throws {
        let keys = try KeyNotation.parse("aB <Enter><esc><C-r><F12><lt><Space>中")
        #expect(keys == [.character("a"), .character("B"), .character(" "), .enter, .escape,
                         .control("r"), .function(12), .character("<"), .character(" "), .character("中")])
    }

    @Test("a bracketed paste: its text runs to the next >, line breaks included")
    func paste() throws {
        #expect(try KeyNotation.parse("a<Paste:Buy eggs\nxx dd><Enter>") == [.character("a"), .paste("Buy eggs\nxx dd"), .enter])
        #expect(Key.paste("x").notation == "<Paste:x>")
    }

    @Test("every special key named in the issue", arguments: [
        ("<Tab>", Key.tab), ("<BS>", .backspace), ("<Del>", .delete), ("<Up>", .up), ("<Down>", .down),
        ("<Left>", .left), ("<Right>", .right), ("<Home>", .home), ("<End>", .end), ("<PgUp>", .pageUp),
        ("<PgDn>", .pageDown), ("<F1>", .function(1)), ("<C-a>", .control("a")),
    ])
    func named(text: String, key: Key) throws {
        #expect(try KeyNotation.parse(text) == [key])
    }

    @Test("notation round-trips")
    func roundTrip() throws {
        let keys: [Key] = [.character("x"), .character("<"), .character(" "), .enter, .control("w"), .function(3), .pageDown]
        #expect(try KeyNotation.parse(keys.map(\.notation).joined()) == keys)
    }

    @Test("an unknown name or an unclosed bracket is an error that says where")
    func errors() {
        #expect(throws: KeyNotation.ParseError(offset: 1, reason: "unknown key name <Foo>")) {
            try KeyNotation.parse("a<Foo>")
        }
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.parse("abc<Enter") }
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.parse("<F13>") }
    }
}
