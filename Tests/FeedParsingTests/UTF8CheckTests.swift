@testable import FeedParsing
import Testing

/// `FeedEncoding` checks a feed's UTF-8 in place (`UTF8Span`) instead of making a String of it;
/// both say the same of every byte sequence: overlong forms, surrogates, cut and stray bytes.
@Suite struct UTF8CheckTests {
    @Test func theCheckInPlaceAgreesWithMakingAString() {
        var generator = SeededGenerator(seed: 1_128)
        let pieces: [[UInt8]] = [Array("aé€😀".utf8), [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xF0], [0xE2, 0x82], [0x80], [0xFF], [0xC3]]
        var valid = 0, invalid = 0
        for _ in 0..<10_000 {
            let bytes = mutated(Array("<t>Café – €5 😀</t>".utf8), inserting: pieces, using: &generator)
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(FeedEncoding.isValidUTF8(bytes) == expected, "\(bytes)")
            if expected { valid += 1 } else { invalid += 1 }
        }
        #expect(valid > 1_000 && invalid > 1_000, "\(valid) valid, \(invalid) not")
    }
}
