/// A size as people read it: "980 bytes", "12.3 MB", "1.5 GB" (powers of 1,000, as podcast
/// apps and file managers count).
enum ByteCountText {
    static func text(_ bytes: Int) -> String {
        guard bytes >= 1000 else { return bytes == 1 ? "1\u{00A0}byte" : "\(bytes)\u{00A0}bytes" }
        var value = Double(bytes)
        var unit = "bytes"
        // 999,600 bytes is "1 MB", not "1000 kB": a value that rounds to 1000 takes the next unit.
        for next in ["kB", "MB", "GB", "TB"] where value >= 999.5 {
            value /= 1000
            unit = next
        }
        // One decimal below 100, none above: "12.3 MB", "345 MB".
        let rounded = value < 100 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        // A no-break space: "48.2 MB" never wraps between the number and its unit.
        return "\(text)\u{00A0}\(unit)"
    }
}
