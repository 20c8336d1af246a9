/// What keeps glibc's `regcomp` quick on a hostile pattern (feeds files and config lines are
/// outside text): it copies a repeated part once per count (`x{1000}{1000}` is a million nodes,
/// 140 ms) and its closure pass grows about threefold with each repetition nested in another
/// (`x?++++++++++++` took over 10 s; libFuzzer found it). Patterns past these limits are
/// refused with a reason before `regcomp` sees them. So are back-references: with one, glibc's
/// `regexec` backtracks (`(a|aa)+\1\1c` on 400 a's took over 20 s).
enum RegexLimits {
    /// Repetitions nested in one another, `(x?)+` being two.
    static let deepestNesting = 6
    /// Atoms after `regcomp` copies repeated parts, about.
    static let largestSize = 10_000

    /// Why `pattern` is refused, or nil. A pattern that does not parse is measured too, up to
    /// where it stops making sense: `regcomp` copies repeated parts while it parses.
    static func problem(in pattern: String) -> String? {
        var reader = Reader(bytes: Array(pattern.utf8))
        let measure = reader.sequence(inGroup: false)
        if measure.backReference {
            return "back-references (\\1 to \\9) can keep regexec busy for minutes; Adder does not take them"
        }
        if measure.depth > deepestNesting {
            return "repetitions nested \(measure.depth) deep; Adder takes at most \(deepestNesting)"
        }
        if measure.size > largestSize {
            return "repetitions that copy parts of it over 10,000 times, more than Adder takes"
        }
        return nil
    }

    private struct Measure {
        var size = 0
        var depth = 0
        var backReference = false
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The atoms up to the group's `)` (left on it) or the end, alternatives included; an
        /// unclosed bracket ends it.
        mutating func sequence(inGroup: Bool) -> Measure {
            var total = Measure()
            while index < bytes.count {
                var atom = Measure(size: 1, depth: 0)
                switch bytes[index] {
                case UInt8(ascii: ")") where inGroup: return total
                case UInt8(ascii: "("):
                    index += 1
                    let inner = sequence(inGroup: true)
                    total.backReference = total.backReference || inner.backReference
                    atom = Measure(size: max(inner.size, 1), depth: inner.depth)
                    index += 1
                case UInt8(ascii: "["):
                    guard let end = EREBracket.end(in: bytes, from: index) else { return total }
                    index = end + 1
                case UInt8(ascii: "\\"):
                    if index + 1 < bytes.count, bytes[index + 1] >= 49 && bytes[index + 1] <= 57 { total.backReference = true }
                    index += 2
                case UInt8(ascii: "|"):
                    index += 1
                    continue
                default: index += 1
                }
                while let copies = quantifier() {
                    atom.depth += 1
                    atom.size = min(atom.size * copies, RegexLimits.largestSize + 1)
                }
                total.size = min(total.size + atom.size, RegexLimits.largestSize + 1)
                total.depth = max(total.depth, atom.depth)
            }
            return total
        }

        /// The quantifier at the index, read past: how many copies of its atom it makes, about.
        private mutating func quantifier() -> Int? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
                index += 1
                return 2
            case UInt8(ascii: "{"):
                guard let interval = EREInterval.read(in: bytes, from: index) else { return nil }
                index = interval.end
                // {m}: m copies; {m,}: m and a loop; {m,n} and {,n}: n.
                return max(interval.most ?? interval.least + 1, 1)
            default:
                return nil
            }
        }
    }
}
