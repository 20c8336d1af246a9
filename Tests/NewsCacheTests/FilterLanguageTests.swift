import NewsCache
import Testing

/// newsboat's filter language as Adder reads it: the manual's own examples, and one sentence
/// with the exact column for each way an expression can be wrong.
@Suite struct FilterLanguageTests {
    private func comparison(_ attribute: FilterAttribute, _ comparator: FilterComparator, _ value: FilterValue) -> FilterExpression {
        .comparison(FilterComparison(attribute, comparator, value))
    }

    @Test func theManualsExamplesForArticlesParse() throws {
        #expect(try FilterExpression.parse(#"rssurl =~ "^https:""#) == comparison(.feedurl, .matches, .text("^https:")))
        #expect(try FilterExpression.parse("age between 0:10") == comparison(.age, .between, .range(0, 10)))
        #expect(try FilterExpression.parse(#"unread = "yes""#) == comparison(.unread, .equal, .text("yes")))
        #expect(try FilterExpression.parse(#"tags # "tag1""#) == comparison(.tags, .contains, .text("tag1")))
        #expect(try FilterExpression.parse(#"title =~ "Gentoo""#) == comparison(.title, .matches, .text("Gentoo")))
        let grouped = try FilterExpression.parse(
            #"( author =~ "Frank" or author =~ "John" ) and ( title =~ "Linux" or title =~ "FreeBSD" )"#)
        #expect(grouped == .and(.or(comparison(.author, .matches, .text("Frank")), comparison(.author, .matches, .text("John"))),
                                .or(comparison(.title, .matches, .text("Linux")), comparison(.title, .matches, .text("FreeBSD")))))
    }

    @Test func theManualsFeedListExamplesNameTheAttributeAdderLacks() {
        // unread_count and total_count belong to newsboat's feed list filter, which Adder has not.
        #expect(throws: FilterError(column: 1, "“unread_count” is not an attribute Adder knows (title, content, author, link, unread, flags, age, date, feedtitle, feedurl, feedlink, tags)")) {
            try FilterExpression.parse("unread_count > 0")
        }
        #expect((try? FilterExpression.parse("( unread_count > 0 and unread_count < 10 ) or total_count > 100")) == nil)
    }

    @Test func everyOperatorParses() throws {
        for comparator in FilterComparator.allCases where comparator != .between {
            #expect(try FilterExpression.parse("title \(comparator.rawValue) \"x\"") == comparison(.title, comparator, .text("x")))
        }
        #expect(try FilterExpression.parse(#"title == "x""#) == comparison(.title, .equal, .text("x")))
        #expect(try FilterExpression.parse("age>=3") == comparison(.age, .greaterOrEqual, .number(3)))
        #expect(try FilterExpression.parse("age < -1") == comparison(.age, .less, .number(-1)))
    }

    @Test func andBindsTighterThanOrAndParenthesesGroup() throws {
        let a = comparison(.title, .equal, .text("a")), b = comparison(.author, .equal, .text("b")), c = comparison(.link, .equal, .text("c"))
        #expect(try FilterExpression.parse(#"title = "a" or author = "b" and link = "c""#) == .or(a, .and(b, c)))
        #expect(try FilterExpression.parse(#"(title = "a" or author = "b") and link = "c""#) == .and(.or(a, b), c))
    }

    /// As in newsboat 2.21: a text runs to the next quote, backslashes and all.
    @Test func quotedTextHasNoEscapes() throws {
        #expect(try FilterExpression.parse(#"title = "a\.b\""#) == comparison(.title, .equal, .text(#"a\.b\"#)))
        #expect(throws: FilterError(column: 18, "“\\” has no meaning here")) {
            try FilterExpression.parse(#"title = "say \"hi\"""#)
        }
        #expect(try FilterExpression.parse(#"title = "日本語""#) == comparison(.title, .equal, .text("日本語")))
    }

    @Test(arguments: [
        ("", 1, "the expression is empty"),
        ("titel = \"x\"", 1, "“titel” is not an attribute Adder knows (title, content, author, link, unread, flags, age, date, feedtitle, feedurl, feedlink, tags)"),
        ("title", 6, "the expression ends where an operator (=, !=, =~, !~, <, >, <=, >=, #, !#, between) was expected after “title”"),
        ("title ~ \"x\"", 7, "“~” has no meaning here"),
        ("title = ", 9, "the expression ends where a value (a \"quoted text\", a number or a range like 0:10) was expected after “=”"),
        ("title = \"x", 9, "the quote opened here is not closed"),
        ("title = x", 9, "“x” comes where a value (a \"quoted text\", a number or a range like 0:10) was expected after “=”"),
        ("(title = \"x\"", 1, "the parenthesis opened here is not closed"),
        ("title = \"x\")", 12, "this “)” closes no parenthesis"),
        ("title = \"x\" author = \"y\"", 13, "“author” follows a whole condition: join conditions with and or or"),
        ("age between 3", 13, "between takes a range of two whole numbers, like 0:10"),
        ("age between 3:", 15, "a range is two whole numbers around a colon, like 0:10"),
        ("age < 3days", 8, "a number is followed by a letter: write text in double quotes"),
        ("unread = \"yes\" and", 19, "the expression ends where a condition (like title =~ \"word\") was expected"),
        ("title =~ \"(\"", 10, "“(” is not a regular expression (Unmatched ( or \\()"),
        ("é = \"x\"", 1, "“é” has no meaning here"),
        (String(repeating: "(", count: 60) + "unread = \"yes\"" + String(repeating: ")", count: 60), 17,
         "parentheses nest more than 16 deep here"),
        (Array(repeating: "age > 1", count: 300).joined(separator: " or "), 2_751, "this is condition 251; an expression holds at most 250"),
        ("title =~ \"x?+++++++\"", 10, "“x?+++++++” is not a regular expression (repetitions nested 8 deep; Adder takes at most 6)"),
    ])
    func aBadExpressionSaysWhereAndWhat(expression: String, column: Int, reason: String) {
        #expect(throws: FilterError(column: column, reason)) { try FilterExpression.parse(expression) }
    }

    @Test func anErrorsDescriptionLeadsWithTheColumn() {
        #expect(FilterError(column: 7, "what").description == "column 7: what")
    }
}
