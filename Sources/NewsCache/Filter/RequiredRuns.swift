/// The runs of plain characters that every match of a POSIX extended regular expression holds,
/// read from the pattern without running it: `=~` searches a body for them, which is fast, before
/// it asks `regexec`, which is slow (about 550 ms over 100 MB of bodies).
///
/// It errs only one way: what it does not understand ends a run (brackets, groups, `.`, anchors,
/// escaped letters), and a quantifier that allows none takes the last character back. Runs are
/// lowercased ASCII, as `=~` ignores case.
enum RequiredRuns {
    /// For each alternative of the pattern (split at `|` outside groups and brackets), the runs
    /// of at least `minimumLength` bytes it requires, longest first, at most `limit` of them: a
    /// match holds every run of one alternative. Empty when an alternative requires none.
    static func alternatives(of pattern: String, minimumLength: Int = 3, limit: Int = 2) -> [[[UInt8]]] {
        guard let branches = Reader(bytes: Array(pattern.utf8)).branches() else { return [] }
        var alternatives: [[[UInt8]]] = []
        for branch in branches {
            var reader = Reader(bytes: branch)
            let runs = (reader.read() ?? []).filter { $0.count >= minimumLength }
            guard !runs.isEmpty else { return [] }
            alternatives.append(Array(runs.sorted { $0.count > $1.count }.prefix(limit)))
        }
        return alternatives
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        /// Whether the run's last byte is the atom just read, which a quantifier after it governs.
        var lastAtomInRun = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The pattern's alternatives: its bytes split at each `|` outside groups and brackets.
        func branches() -> [[UInt8]]? {
            var reader = self
            var branches: [[UInt8]] = [], start = 0
            while reader.index < bytes.count {
                switch bytes[reader.index] {
                case UInt8(ascii: "|"):
                    branches.append(Array(bytes[start..<reader.index]))
                    start = reader.index + 1
                case UInt8(ascii: ")"): return nil
                case UInt8(ascii: "("): guard reader.skipGroup() else { return nil }
                case UInt8(ascii: "["): guard reader.skipBracket() else { return nil }
                case UInt8(ascii: "\\"): reader.index += 1
                default: break
                }
                reader.index += 1
            }
            branches.append(Array(bytes[start...]))
            return branches
        }

        /// The runs, or nil when the pattern has a `|` outside groups or is not understood.
        mutating func read() -> [[UInt8]]? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "|"), UInt8(ascii: ")"): return nil
                case UInt8(ascii: "("):
                    guard skipGroup() else { return nil }
                    endRun()
                case UInt8(ascii: "["):
                    guard skipBracket() else { return nil }
                    endRun()
                case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"):
                    guard let allowsNone = readQuantifiers() else { return nil }
                    if allowsNone && lastAtomInRun { run.removeLast() }
                    endRun()
                    continue
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return nil }
                    let escaped = bytes[index + 1]
                    index += 2
                    if escaped < 0x80 && !isAlphanumeric(escaped) { append(escaped) } else { endRun() }
                    continue
                case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"):
                    endRun()
                default:
                    if byte < 0x80 { append(byte) } else { endRun() }
                    index += 1
                    continue
                }
                index += 1
            }
            endRun()
            return runs
        }

        private mutating func append(_ byte: UInt8) {
            run.append(byte >= 65 && byte <= 90 ? byte | 0x20 : byte)
            lastAtomInRun = true
        }

        private mutating func endRun() {
            if !run.isEmpty { runs.append(run) }
            run = []
            lastAtomInRun = false
        }

        /// Reads quantifiers in a row (`a+*` may match no `a`); whether any of them allows none.
        private mutating func readQuantifiers() -> Bool? {
            var allowsNone = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "*"), UInt8(ascii: "?"): allowsNone = true; index += 1
                case UInt8(ascii: "+"): index += 1
                case UInt8(ascii: "{"):
                    guard let interval = EREInterval.read(in: bytes, from: index) else { return nil }
                    index = interval.end
                    allowsNone = allowsNone || interval.least == 0
                default: return allowsNone
                }
            }
            return allowsNone
        }

        /// Moves past a parenthesised group (and the groups and brackets in it), onto its `)`.
        private mutating func skipGroup() -> Bool {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return true }
                case UInt8(ascii: "\\"): index += 1
                case UInt8(ascii: "["): guard skipBracket() else { return false }
                default: break
                }
                index += 1
            }
            return false
        }

        /// Moves past a bracket expression onto its `]`.
        private mutating func skipBracket() -> Bool {
            guard let end = EREBracket.end(in: bytes, from: index) else { return false }
            index = end
            return true
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

        private func isAlphanumeric(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
        }
    }
}
