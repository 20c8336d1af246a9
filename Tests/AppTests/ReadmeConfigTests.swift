@testable import App
@testable import Settings
import Foundation
import Testing

/// What README.md says of config.toml is what the parser reads: README's first config example
/// once set `auto-refresh` twice (`config --check` refused it) and its pane list left two out.
@Suite("README's config.toml")
struct ReadmeConfigTests {
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md")
        return (try? String(contentsOf: url.standardizedFileURL, encoding: .utf8)) ?? ""
    }()

    /// The text of every ```toml block.
    static var tomlBlocks: [String] {
        readme.components(separatedBy: "```toml\n").dropFirst().map { String($0.components(separatedBy: "\n```")[0]) }
    }

    @Test("every TOML block in README reads without a problem")
    func everyBlockReads() {
        #expect(Self.tomlBlocks.count >= 2, "README holds its config examples")
        for (index, block) in Self.tomlBlocks.enumerated() {
            let result = ConfigParser.parse(block, file: "README.md block \(index + 1)")
            #expect(result.problems.map(\.reason) == [], "block \(index + 1)")
        }
    }

    @Test("the pane list names every pane a [keys.PANE] table can name, once")
    func paneList() throws {
        let start = try #require(Self.readme.range(of: "panes are "))
        let sentence = Self.readme[start.upperBound...].prefix { $0 != "." }
        let named = sentence.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(named == KeyContext.allCases.map(\.configName))
    }
}
