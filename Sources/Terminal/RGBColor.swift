/// A colour as 8-bit red, green and blue, such as a theme's `#rrggbb`.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` (hex digits in either case); nil for anything else.
    public init?(hex text: String) {
        guard text.utf8.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit),
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#rrggbb`, in lower case.
    public var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The squared distance between two colours in RGB space: the measure "nearest" uses.
    public func squaredDistance(to other: RGBColor) -> Int {
        let red = Int(red) - Int(other.red), green = Int(green) - Int(other.green), blue = Int(blue) - Int(other.blue)
        return red * red + green * green + blue * blue
    }
}
