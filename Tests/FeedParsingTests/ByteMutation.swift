/// A seeded mutation of a document, as the fuzz-like tests make them: one to four changes, each
/// cutting up to six bytes or inserting one of `pieces`.
func mutated<Generator: RandomNumberGenerator>(_ seed: [UInt8], inserting pieces: [[UInt8]],
                                               using generator: inout Generator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let at = Int.random(in: 0...bytes.count, using: &generator)
        if Bool.random(using: &generator), at < bytes.count {
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...6, using: &generator)))
        } else {
            bytes.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
        }
    }
    return bytes
}
