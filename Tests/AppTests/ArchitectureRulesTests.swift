import Foundation
import Testing

/// The layer rules of ARCHITECTURE.md that the compiler cannot check inside the App target
/// (one target holds all modules), checked on the source files themselves.
@MainActor
@Suite("Architecture rules")
struct ArchitectureRulesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../Sources").standardized

    static func files(under folder: String) -> [URL] {
        let root = sources.appendingPathComponent(folder)
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    static func imports(of file: URL) -> Set<String> {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal"].contains($0) }) else { return nil }
            return String(words[index + 1])
        })
    }

    private static var modules: [URL] {
        let root = sources.appendingPathComponent("App/Modules")
        return ((try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
    }

    @Test("a Presenter file stays within 200 lines: what grows goes into an extension file of its module")
    func presentersStaySmall() throws {
        let presenters = Self.files(under: "App/Modules").filter { $0.lastPathComponent.hasSuffix("Presenter.swift") }
        #expect(presenters.count >= Self.modules.count)
        for file in presenters {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 201, "\(file.lastPathComponent) has \(lines - 1) lines")
        }
    }

    /// A Router only builds the panes its module opens (issue 32): a module that opens none has none.
    @Test("each module has a Contract, View, Presenter and Builder file")
    func moduleShape() {
        #expect(Self.modules.count >= 3)
        for module in Self.modules {
            let name = module.lastPathComponent
            for role in ["Contract", "View", "Presenter", "Builder"] {
                let file = module.appendingPathComponent("\(name)\(role).swift")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(name) lacks \(file.lastPathComponent)")
            }
        }
    }

    /// Issue 32: handling returns effects the shell carries out; no module holds the pane stack.
    @Test("no file of a module mentions PaneHost: panes ask the shell through PaneEffect")
    func noPaneHostInModules() throws {
        for file in Self.files(under: "App/Modules") {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("PaneHost"), "\(file.lastPathComponent) mentions PaneHost")
        }
    }

    /// Issue 32: what one module tells another is a `PaneMessage` the shell delivers; a module
    /// names another only to build its pane (its Builder, from a Router).
    @Test("no module names another module's Presenter, Interactor, Router or module input and output")
    func modulesDoNotCallEachOther() throws {
        let names = Self.modules.map(\.lastPathComponent)
        for module in Self.modules {
            let own = module.lastPathComponent
            for file in Self.files(under: "App/Modules/\(own)") {
                let text = try String(contentsOf: file, encoding: .utf8)
                for other in names where other != own {
                    for role in ["Presenter", "Interactor", "Router", "ModuleInput", "ModuleOutput"] {
                        #expect(!text.contains(other + role), "\(file.lastPathComponent) names \(other + role)")
                    }
                }
            }
        }
    }

    /// Which side of a module a file is on, by its name: the Interactor's (it and its extension
    /// files talk to Services), the Builder (assembly sees everything), else the Presenter's
    /// (Presenter, View, Router, Contract, Formatter and every helper: Entities, Terminal and Settings, the key table, only).
    enum Side: String { case interactor, builder, presenter }

    static func side(of file: URL) -> Side {
        let name = file.lastPathComponent
        if name.contains("Interactor") { return .interactor }
        return name.hasSuffix("Builder.swift") ? .builder : .presenter
    }

    @Test("every file of a module imports only what its side may: helpers count as the Presenter's unless named for the Interactor")
    func moduleFileImports() {
        let allowed: [Side: Set<String>] = [
            .presenter: ["Entities", "Terminal", "Settings"],
            .interactor: ["Entities", "Basics", "Todos", "News", "Foundation", "Terminal", "Settings"],
            .builder: ["Entities", "Basics", "Todos", "News", "Foundation", "Terminal", "Settings"],
        ]
        let files = Self.files(under: "App/Modules")
        #expect(files.count > 50)
        for file in files {
            let side = Self.side(of: file)
            let extra = Self.imports(of: file).subtracting(allowed[side]!)
            #expect(extra.isEmpty, "\(file.lastPathComponent) (\(side.rawValue) side) imports \(extra.sorted())")
        }
    }

    @Test("back-references are weak: Presenter → View (where it holds one: list Views pull), Interactor → Presenter")
    func weakBackReferences() throws {
        for file in Self.files(under: "App/Modules") {
            let text = try String(contentsOf: file, encoding: .utf8)
            if file.lastPathComponent.hasSuffix("Presenter.swift"), text.contains("var view:") {
                #expect(text.contains("weak var view"), "\(file.lastPathComponent) must hold its view weakly")
            }
            if file.lastPathComponent.hasSuffix("Interactor.swift") {
                #expect(text.contains("weak var output"), "\(file.lastPathComponent) must hold its presenter weakly")
            }
            #expect(!text.contains("unowned"), "\(file.lastPathComponent): use weak, not unowned")
        }
    }

    @Test("no Presenter or Interactor suppresses its own updates: Views pull the view model when the loop draws")
    func noSuppressionFlags() throws {
        for file in Self.files(under: "App") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for flag in ["isHandlingKey", "isEditing", "func publish("] {
                #expect(!text.contains(flag), "\(file.lastPathComponent) has \(flag)")
            }
        }
    }

    @Test("every class and protocol of a module is @MainActor: the compiler checks the loop's thread")
    func modulesAreMainActor() throws {
        for file in Self.files(under: "App/Modules") + Self.files(under: "App/Navigation") + Self.files(under: "App/Components") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("final class ") || line.hasPrefix("protocol ")
                || line.hasPrefix("public final class ") || line.hasPrefix("public protocol ") {
                Issue.record("\(file.lastPathComponent): \(line) is not @MainActor")
            }
        }
    }

    @Test("entities are plain values that import nothing but Foundation")
    func entities() {
        for file in Self.files(under: "Entities") {
            #expect(Self.imports(of: file).subtracting(["Foundation"]).isEmpty, "\(file.lastPathComponent)")
        }
    }

    @Test("only the ncurses backend imports CNcurses")
    func ncursesConfined() {
        let all = LayerTable.targets.flatMap { Self.files(under: $0) }
        let users = all.filter { Self.imports(of: $0).contains("CNcurses") }
        #expect(users.map(\.lastPathComponent).contains("NcursesTerminal.swift"))
        #expect(users.allSatisfy { $0.deletingLastPathComponent().lastPathComponent == "TerminalNcurses" },
                "\(users.map(\.lastPathComponent))")
    }

    @Test("the App never imports the storage, network or XML libraries: they stay behind Services")
    func librariesStayBehindServices() {
        let hidden: Set<String> = ["GRDB", "AsyncHTTPClient", "NIOCore", "Crypto", "FoundationNetworking", "FoundationXML", "CLibXML2", "CNcurses"]
        for file in Self.files(under: "App") {
            let leaked = Self.imports(of: file).intersection(hidden)
            #expect(leaked.isEmpty, "\(file.lastPathComponent) imports \(leaked.sorted())")
        }
    }

    @Test("each library is imported only by the Services targets made for it")
    func librariesHaveOneHome() {
        // HTTP: feeds (FeedFetching), the CalDAV sync of to-dos (TodoSync) and feed services' APIs
        // (NewsSources, which also hashes with Crypto).
        let homes: [String: Set<String>] = ["GRDB": ["NewsCache"], "AsyncHTTPClient": ["FeedFetching", "TodoSync", "NewsSources"],
                                            "CLibXML2": ["FeedParsing"], "Crypto": ["NewsSources"]]
        for folder in LayerTable.targets {
            for file in Self.files(under: folder) {
                for (library, home) in homes where Self.imports(of: file).contains(library) {
                    #expect(home.contains(folder) || folder.hasPrefix("Tools/"), "\(folder)/\(file.lastPathComponent) imports \(library)")
                }
            }
        }
    }
}
