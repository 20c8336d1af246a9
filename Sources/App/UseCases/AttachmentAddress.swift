import Foundation

/// An attachment's address as a command may get it: only http and https, with a host, and
/// nothing a terminal or a program could take for anything but an address.
enum AttachmentAddress {
    /// The address when it is a clean http(s) URL; nil otherwise.
    static func validated(_ address: String) -> String? {
        guard !address.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
              !address.hasPrefix("-"),
              let components = URLComponents(string: address),
              let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = components.host, !host.isEmpty
        else { return nil }
        return address
    }

    /// The command with `{url}` replaced in each word, or the address added as the last word
    /// when no word holds `{url}`.
    static func command(_ template: [String], url: String) -> [String] {
        guard template.contains(where: { $0.contains("{url}") }) else { return template + [url] }
        return template.map { $0.replacingOccurrences(of: "{url}", with: url) }
    }
}
