import Foundation
import Testing

/// ARCHITECTURE.md's "adder parses arguments and prints": the use cases the command line runs
/// live in CommandUseCases, and only the composition root (`AdderEnvironment*.swift`, which
/// wires Services into the App for the TUI) reaches a Service from Sources/adder.
@MainActor
@Suite("The command line's layers")
struct CommandLineLayerTests {
    static let services: Set<String> = ["Todos", "TodoInterop", "TodoSync", "News", "FeedParsing", "FeedFetching",
                                        "NewsCache", "NewsSources"]

    /// The files of Sources/adder other than the composition root.
    static var commandFiles: [URL] {
        ArchitectureRulesTests.files(under: "adder").filter { !$0.lastPathComponent.hasPrefix("AdderEnvironment") }
    }

    @Test("a command file of adder imports no Service: what it runs is a use case of CommandUseCases")
    func commandsImportNoService() {
        #expect(Self.commandFiles.count >= 30)
        for file in Self.commandFiles {
            let reached = ArchitectureRulesTests.imports(of: file).intersection(Self.services)
            #expect(reached.isEmpty, "Sources/adder/\(file.lastPathComponent) imports \(reached.sorted()): its use case belongs in CommandUseCases")
        }
    }

    @Test("no command file of adder opens, reads or edits the store or the news cache itself")
    func commandsOpenNothing() throws {
        let names = ["TodoStore", "TodoHistory", "TodoFile", "TodoEdit", "TodoPatch", "NewsLibrary", "NewsCache",
                     "SubscriptionFile", "ImportPlan", "QuickAdd"]
        for file in Self.commandFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            let named = names.filter { text.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }
                + [".cache.", "library."].filter(text.contains)
            #expect(named.isEmpty, "Sources/adder/\(file.lastPathComponent) names \(named): a use case of CommandUseCases does that")
        }
    }

    @Test("the command line's use cases throw their own errors, never ArgumentParser's")
    func useCasesKnowNoArgumentParser() throws {
        let files = ArchitectureRulesTests.files(under: "CommandUseCases")
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!ArchitectureRulesTests.imports(of: file).contains("ArgumentParser"), "\(file.lastPathComponent)")
            #expect(!text.contains("ExitCode") && !text.contains("CleanExit"), "\(file.lastPathComponent) ends the program itself")
            #expect(!text.contains("print(") && !text.contains("standardError"), "\(file.lastPathComponent) prints: the command does")
        }
    }
}
