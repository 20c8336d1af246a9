import Foundation
import Testing

/// ARCHITECTURE.md's "may import" table, read as the rule it states.
@MainActor enum LayerTable {
    static let architecture = ArchitectureRulesTests.sources.appendingPathComponent("../ARCHITECTURE.md").standardized

    /// System libraries any target may use: they are not layers.
    static let system: Set<String> = ["Glibc", "Darwin", "Dispatch", "Synchronization"]

    /// Each Swift target's folder under Sources/ ("Tools/FuzzTargets") and the modules it may import.
    static let rows: [String: Set<String>] = {
        let text = (try? String(contentsOf: architecture, encoding: .utf8)) ?? ""
        var rows: [String: Set<String>] = [:]
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| target | may import |") {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, !cells[0].hasPrefix("---"), !cells[0].hasSuffix("(C)") else { continue }
            // "GRDBSQLite (SQLite's C API, …)": the module is the first word of each item.
            let modules = cells[1].split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
            rows[cells[0]] = Set(modules)
        }
        return rows
    }()

    static var targets: [String] { rows.keys.sorted() }
}

@MainActor
@Suite("The layer table")
struct LayerTableTests {
    @Test("the table is there and names the product's layers")
    func tableIsRead() {
        #expect(LayerTable.rows["App"]?.contains("News") == true)
        #expect(LayerTable.rows["App"]?.contains("NewsCache") == false)
        #expect(LayerTable.rows.count >= 20, "\(LayerTable.targets)")
    }

    @Test("every Swift target folder under Sources/ has a row")
    func everyTargetHasARow() throws {
        let sources = ArchitectureRulesTests.sources
        var folders: [String] = []
        for parent in ["", "Tools/"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(parent).path)
            for name in names where name != "Tools" && !ArchitectureRulesTests.files(under: parent + name).isEmpty {
                folders.append(parent + name)
            }
        }
        #expect(folders.count >= 20)
        for folder in folders {
            #expect(LayerTable.rows[folder] != nil, "Sources/\(folder) has no row in ARCHITECTURE.md's \"may import\" table")
        }
    }

    @Test("every Swift file under Sources/ imports only what its target's row names")
    func everyFileKeepsToItsRow() {
        var checked = 0
        for (target, allowed) in LayerTable.rows {
            for file in ArchitectureRulesTests.files(under: target) {
                checked += 1
                let extra = ArchitectureRulesTests.imports(of: file).subtracting(allowed).subtracting(LayerTable.system)
                #expect(extra.isEmpty, "Sources/\(target)/\(file.lastPathComponent) imports \(extra.sorted()), which its row does not name")
            }
        }
        #expect(checked > 400)
    }
}
