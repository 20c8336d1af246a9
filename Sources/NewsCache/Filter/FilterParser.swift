extension FilterExpression {
    /// Reads an expression of newsboat's filter language. `and` binds tighter than `or`;
    /// parentheses group. A regular expression is compiled here, so one that cannot be is an
    /// error at its column, not a query that matches nothing.
    public static func parse(_ text: String) throws(FilterError) -> FilterExpression {
        let tokens = try FilterTokenizer.tokens(text)
        var parser = FilterParser(tokens: tokens)
        guard parser.peek.kind != .end else { throw FilterError(column: 1, "the expression is empty") }
        let expression = try parser.disjunction()
        let rest = parser.peek
        if rest.kind == .close { throw FilterError(column: rest.column, "this “)” closes no parenthesis") }
        guard rest.kind == .end else {
            throw FilterError(column: rest.column, "“\(rest.written)” follows a whole condition: join conditions with and or or")
        }
        return expression
    }
}

private struct FilterParser {
    /// Parentheses in one another, and conditions in all: a parser and SQL built by recursion
    /// must not meet thousands (a line of 4,000 "(" overflowed the stack; libFuzzer found it).
    /// SQLite's parser takes about 22 levels of `x AND (y OR (…))` where the killfile's SQL sits
    /// deepest (the feed list's counts, a comparison on `content`); `FilterSQL` adds at most two
    /// levels to the parentheses written, so 16 leaves room (FilterSizeTests runs the worst case).
    static let deepestParentheses = 16, mostConditions = 250

    let tokens: [FilterToken]
    var position = 0
    var depth = 0
    var conditions = 0

    var peek: FilterToken { tokens[position] }

    mutating func take() -> FilterToken {
        defer { position = min(position + 1, tokens.count - 1) }
        return tokens[position]
    }

    mutating func disjunction() throws(FilterError) -> FilterExpression {
        var expression = try conjunction()
        while peek.kind == .word("or") {
            _ = take()
            expression = .or(expression, try conjunction())
        }
        return expression
    }

    mutating func conjunction() throws(FilterError) -> FilterExpression {
        var expression = try primary()
        while peek.kind == .word("and") {
            _ = take()
            expression = .and(expression, try primary())
        }
        return expression
    }

    mutating func primary() throws(FilterError) -> FilterExpression {
        let token = take()
        switch token.kind {
        case .open:
            guard depth < Self.deepestParentheses else {
                throw FilterError(column: token.column, "parentheses nest more than \(Self.deepestParentheses) deep here")
            }
            depth += 1
            defer { depth -= 1 }
            let inner = try disjunction()
            guard take().kind == .close else { throw FilterError(column: token.column, "the parenthesis opened here is not closed") }
            return inner
        case .word(let name):
            guard let attribute = FilterAttribute(name: name) else {
                throw FilterError(column: token.column, "“\(name)” is not an attribute Adder knows (\(Self.attributeNames))")
            }
            conditions += 1
            guard conditions <= Self.mostConditions else {
                throw FilterError(column: token.column, "this is condition \(conditions); an expression holds at most \(Self.mostConditions)")
            }
            return .comparison(try comparison(of: attribute, after: token))
        case .end:
            throw FilterError(column: token.column, "the expression ends where a condition (like title =~ \"word\") was expected")
        default:
            throw FilterError(column: token.column, "“\(token.written)” is where an attribute (\(Self.attributeNames)) was expected")
        }
    }

    mutating func comparison(of attribute: FilterAttribute, after name: FilterToken) throws(FilterError) -> FilterComparison {
        let operatorToken = take()
        let comparator: FilterComparator
        switch operatorToken.kind {
        case .comparator(let found): comparator = found
        case .word("between"): comparator = .between
        default:
            let place = operatorToken.kind == .end ? "the expression ends" : "“\(operatorToken.written)” comes"
            throw FilterError(column: operatorToken.column,
                              "\(place) where an operator (=, !=, =~, !~, <, >, <=, >=, #, !#, between) was expected after “\(name.written)”")
        }
        let valueToken = take()
        let value: FilterValue
        switch valueToken.kind {
        case .text(let text): value = .text(text)
        case .number(let number): value = .number(number)
        case .range(let low, let high): value = .range(low, high)
        default:
            let place = valueToken.kind == .end ? "the expression ends" : "“\(valueToken.written)” comes"
            throw FilterError(column: valueToken.column,
                              "\(place) where a value (a \"quoted text\", a number or a range like 0:10) was expected after “\(operatorToken.written)”")
        }
        if comparator == .between {
            guard case .range = value else {
                throw FilterError(column: valueToken.column, "between takes a range of two whole numbers, like 0:10")
            }
        }
        if comparator == .matches || comparator == .notMatches {
            do {
                _ = try POSIXRegex(value.text)
            } catch {
                throw FilterError(column: valueToken.column, "“\(value.text)” is not a regular expression (\(error.reason))")
            }
        }
        return FilterComparison(attribute, comparator, value)
    }

    static let attributeNames = FilterAttribute.allCases.map(\.rawValue).joined(separator: ", ")
}
