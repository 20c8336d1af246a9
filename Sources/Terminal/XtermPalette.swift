/// xterm's 256-colour palette, which most terminals share from 16 up (0-15 are the user's to
/// change; these are xterm's defaults).
public enum XtermPalette {
    /// The 16 system colours as xterm shows them by default.
    private static let system: [RGBColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBColor(red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF)) }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour at `index` (0-255): the system colours, the 6×6×6 cube (16-231), the 24 greys (232-255).
    public static func color(at index: Int) -> RGBColor {
        switch index {
        case ..<16: return system[max(index, 0)]
        case 16..<232:
            let cube = index - 16
            return RGBColor(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + (min(index, 255) - 232) * 10)
            return RGBColor(red: level, green: level, blue: level)
        }
    }

    /// The index among `candidates` whose colour is nearest to `color`: the smallest squared
    /// distance in RGB (`RGBColor.squaredDistance`), the lower index on a tie.
    public static func nearest(to color: RGBColor, among candidates: Range<Int>) -> Int {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let distance = color.squaredDistance(to: self.color(at: index))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }
}
