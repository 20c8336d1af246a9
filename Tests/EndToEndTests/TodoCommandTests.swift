import Foundation
import Testing
import TestSupport

/// `adder todo …` run as the built binary, in a fresh data folder, with the clock fixed at
/// Friday 2026-01-02 09:00 UTC.
@Suite(.onOwnThreads) struct TodoCommandTests {
    // MARK: add and list

    @Test func addPrintsTheIdAndListJSONHasEveryField() async throws {
        let home = TemporaryDirectory("adder-todo")
        let first = try await Self.adder(["todo", "add", "Buy milk #errands #Home", "--due", "fri", "--priority", "high",
                                          "--tag", "urgent", "--tag", "#Errands"], home: home)
        #expect(first == Outcome(status: 0, output: "1\n", errors: ""))
        let second = try await Self.adder(["todo", "add", "Call", "mum"], home: home)
        #expect(second == Outcome(status: 0, output: "2\n", errors: ""))
        let third = try await Self.adder(["todo", "add", "Pay rent", "--due", "fri 17:00", "--every", "monthly"], home: home)
        #expect(third == Outcome(status: 0, output: "3\n", errors: ""))
        let lines = try await Self.adder(["todo", "list"], home: home)
        #expect(lines.output.hasSuffix("Pay rent (at 17:00) (every month)\n"), "\(lines.output)")
        _ = try await Self.adder(["todo", "rm", "3"], home: home)

        let items = try await Self.listJSON(home: home)
        #expect(items == [
            ["id": 1, "title": "Buy milk", "done": false, "priority": "high", "due": "2026-01-09", "dueTime": nil,
             "recurrence": nil, "parent": nil, "tags": ["errands", "home", "urgent"], "project": nil, "notes": "",
             "created": "2026-01-02T09:00:00Z", "completed": nil, "archived": false],
            ["id": 2, "title": "Call mum", "done": false, "priority": nil, "due": nil, "dueTime": nil, "recurrence": nil,
             "parent": nil, "tags": [], "project": nil, "notes": "", "created": "2026-01-02T09:00:00Z", "completed": nil, "archived": false],
        ])
    }

    @Test(arguments: [("today", "2026-01-02"), ("tomorrow", "2026-01-03"), ("+1m", "2026-02-02"),
                      ("next week", "2026-01-05"), ("2026-03-15", "2026-03-15")])
    func addReadsEveryDueDateForm(_ when: String, _ expected: String) async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Self.succeed(["todo", "add", "Pay rent", "--due", when], home: home)
        let items = try await Self.listJSON(home: home)
        #expect(items.first?["due"] == .string(expected))
    }

    /// "Today" is the day of the clock in the local time zone: 23:30 UTC is already tomorrow in Tokyo.
    @Test func todayIsTheLocalDay() async throws {
        let home = TemporaryDirectory("adder-todo")
        let tokyo = ["TZ": "Asia/Tokyo", "ADDER_NOW": "2026-01-02T23:30:00Z"]
        _ = try await Self.succeed(["todo", "add", "Late", "--due", "today"], home: home, environment: tokyo)
        let items = try await Self.listJSON(home: home)
        #expect(items.first?["due"] == "2026-01-03")
    }

    @Test func listShowsAlignedLinesOfOpenToDosAndAllWithAll() async throws {
        let home = TemporaryDirectory("adder-todo")
        try Self.writeTodos(Self.threeTodos, in: home)

        let open = try await Self.succeed(["todo", "list"], home: home)
        #expect(open == "3 [ ] !!! 2026-01-05 Buy milk #errands #home\n")

        let all = try await Self.succeed(["todo", "list", "--all"], home: home)
        #expect(all == """
             3 [ ] !!! 2026-01-05 Buy milk #errands #home
             7 [ ] !              Old plan (archived)
            12 [x]                Call mum #home

            """)

        let tagged = try await Self.succeed(["todo", "list", "--all", "--tag", "#Home"], home: home)
        #expect(tagged.split(separator: "\n").map { $0.prefix(2) } == [" 3", "12"])
        let taggedJSON = try await Self.listJSON(["--tag", "errands"], home: home)
        #expect(taggedJSON.map { $0["id"] } == [3])
        let allJSON = try await Self.listJSON(["--all"], home: home)
        #expect(allJSON.map { $0["archived"] } == [false, true, false], "--all --json says which are archived")
    }

    @Test func listOfNothingPrintsNothingOrAnEmptyArray() async throws {
        let home = TemporaryDirectory("adder-todo")
        #expect(try await Self.succeed(["todo", "list"], home: home) == "")
        #expect(try await Self.listJSON(home: home) == [])
        #expect(!FileManager.default.fileExists(atPath: home.file("todos.json").path), "listing must not create the file")
    }

    // MARK: done, undo-done, rm, edit

    @Test func doneUndoDoneAndRemove() async throws {
        let home = TemporaryDirectory("adder-todo")
        for title in ["One", "Two", "Three"] { _ = try await Self.succeed(["todo", "add", title], home: home) }

        #expect(try await Self.succeed(["todo", "done", "1", "3"], home: home) == "")
        #expect(try await Self.listJSON(home: home).map { $0["id"] } == [2])
        let afterDone = try await Self.listJSON(["--all"], home: home)
        #expect(afterDone.map { $0["done"] } == [true, false, true])
        #expect(afterDone.map { $0["completed"] } == ["2026-01-02T09:00:00Z", .null, "2026-01-02T09:00:00Z"])

        _ = try await Self.succeed(["todo", "undo-done", "1"], home: home)
        let afterUndo = try await Self.listJSON(["--all"], home: home)
        #expect(afterUndo.map { $0["done"] } == [false, false, true])
        #expect(afterUndo[0]["completed"] == .null)

        _ = try await Self.succeed(["todo", "rm", "2"], home: home)
        #expect(try await Self.listJSON(["--all"], home: home).map { $0["id"] } == [1, 3])
        // Ids are never reused.
        #expect(try await Self.succeed(["todo", "add", "Four"], home: home) == "4\n")
    }

    @Test func editChangesOnlyWhatIsGiven() async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Self.succeed(["todo", "add", "Draft #work", "--due", "tomorrow", "--priority", "low"], home: home)

        _ = try await Self.succeed(["todo", "edit", "1", "--title", "Send report", "--priority", "HIGH"], home: home)
        var todo = try #require(try await Self.listJSON(home: home).first)
        #expect(todo["title"] == "Send report")
        #expect(todo["priority"] == "high")
        #expect(todo["due"] == "2026-01-03")
        #expect(todo["tags"] == ["work"])

        _ = try await Self.succeed(["todo", "edit", "1", "--due", "+2w", "--tag", "Team", "--tag", "q1"], home: home)
        todo = try #require(try await Self.listJSON(home: home).first)
        #expect(todo["due"] == "2026-01-16")
        #expect(todo["tags"] == ["team", "q1"], "--tag replaces the tags")
        #expect(todo["title"] == "Send report")

        _ = try await Self.succeed(["todo", "edit", "1", "--due", "", "--priority", "none", "--tag", ""], home: home)
        todo = try #require(try await Self.listJSON(home: home).first)
        #expect(todo["due"] == .null)
        #expect(todo["priority"] == .null)
        #expect(todo["tags"] == [])
        #expect(todo["title"] == "Send report")

        _ = try await Self.succeed(["todo", "edit", "1", "--tag", "old"], home: home)
        _ = try await Self.succeed(["todo", "edit", "1", "--title", "Renamed #newtag"], home: home)
        todo = try #require(try await Self.listJSON(home: home).first)
        #expect(todo["title"] == "Renamed", "#words in --title become tags, as in add")
        #expect(todo["tags"] == ["old", "newtag"], "and are added to the tags")
    }

    // MARK: errors

    @Test func anUnknownIdIsNamedAndNothingChanges() async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Self.succeed(["todo", "add", "Keep me"], home: home)
        let before = try Data(contentsOf: home.file("todos.json"))

        let done = try await Self.adder(["todo", "done", "1", "7"], home: home)
        #expect(done == Outcome(status: 1, output: "", errors: "adder: There is no to-do with id 7; nothing was changed.\n"))
        let removed = try await Self.adder(["todo", "rm", "9", "1", "8"], home: home)
        #expect(removed.status == 1)
        #expect(removed.errors == "adder: There is no to-do with ids 9, 8; nothing was changed.\n")
        let edited = try await Self.adder(["todo", "edit", "5", "--title", "New"], home: home)
        #expect(edited.status == 1)
        #expect(edited.errors.contains("id 5"))
        let undone = try await Self.adder(["todo", "undo-done", "6"], home: home)
        #expect(undone.status == 1)

        #expect(try Data(contentsOf: home.file("todos.json")) == before)
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let sentence: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["add", "X", "--priority", "urgent"],
                 sentence: "--priority \"urgent\" is not a priority: use low, medium or high."),
        BadInput(arguments: ["add", "X", "--priority", "none"],
                 sentence: "--priority \"none\" is not a priority: use low, medium or high."),
        BadInput(arguments: ["add", "X", "--due", "fryday"],
                 sentence: "--due \"fryday\" is not a date: use today, tomorrow, fri, next fri, +3d/-1d/+2w/+1m, in 3 days, "
                    + "eow/eom/eoy, dec 25 or YYYY-MM-DD, and a time if you like (17:00, 9am)."),
        BadInput(arguments: ["add", "X", "--tag", "two words"],
                 sentence: "--tag \"two words\" is not a tag: use letters, digits, - and _, with at least one letter (such as errands)."),
        BadInput(arguments: ["add", "#only-tags"],
                 sentence: "A to-do needs a title: give it some words besides its #tags."),
        BadInput(arguments: ["edit", "1", "--priority", "urgent"],
                 sentence: "--priority \"urgent\" is not a priority: use low, medium, high or none."),
        BadInput(arguments: ["edit", "1", "--due", "2026-02-30"],
                 sentence: "--due \"2026-02-30\" is not a day on the calendar: February 2026 has days 01 to 28."),
        BadInput(arguments: ["edit", "1", "--title", "  "], sentence: "A to-do needs a title: give it some words besides its #tags."),
        BadInput(arguments: ["edit", "1", "--title", "#onlytags"], sentence: "A to-do needs a title: give it some words besides its #tags."),
        BadInput(arguments: ["edit", "1"], sentence: "Nothing to change: give --title, --due, --every, --priority, --tag, --project or --parent."),
        BadInput(arguments: ["done", "abc"],
                 sentence: "\"abc\" is not a to-do id: ids are whole numbers, as shown by `adder todo list`."),
        BadInput(arguments: ["list", "--tag", "a,b"],
                 sentence: "--tag \"a,b\" is not a tag: use letters, digits, - and _, with at least one letter (such as errands)."),
    ]

    @Test(arguments: badInputs)
    func badInputIsOneSentenceAndChangesNothing(_ example: BadInput) async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Self.succeed(["todo", "add", "Keep me"], home: home)
        let before = try Data(contentsOf: home.file("todos.json"))
        let result = try await Self.adder(["todo"] + example.arguments, home: home)
        #expect(result == Outcome(status: 2, output: "", errors: "adder: \(example.sentence)\n"))
        #expect(try Data(contentsOf: home.file("todos.json")) == before)
    }

    /// ArgumentParser's own mistakes (missing or unknown arguments) are one sentence too, naming the help to read.
    @Test(arguments: [
        (["todo", "add"], "adder: Missing expected argument '<text> ...' (see `adder todo add --help`).\n"),
        (["todo", "add", "X", "--bogus"], "adder: Unknown option '--bogus' (see `adder todo add --help`).\n"),
        (["frob"], "adder: Unexpected argument 'frob' (see `adder --help`).\n"),
        (["todo", "lst"], "adder: Unexpected argument 'lst': did you mean `adder todo list`? (see `adder todo --help`).\n"),
        (["nws", "list"], "adder: 2 unexpected arguments: 'nws', 'list': did you mean `adder news`? (see `adder --help`).\n"),
    ])
    func argumentMistakesAreOneSentence(_ arguments: [String], _ errors: String) async throws {
        let home = TemporaryDirectory("adder-todo")
        let result = try await Self.adder(arguments, home: home)
        #expect(result == Outcome(status: 64, output: "", errors: errors))
    }

    /// The screen had `>` and `<`; the command line had no way to make a subtask.
    @Test func parentOnAddAndEditMakesAndUndoesSubtasks() async throws {
        let home = TemporaryDirectory("adder-todo")
        for arguments in [["Trip"], ["Book flights", "--parent", "1"], ["Other"]] {
            _ = try await Self.succeed(["todo", "add"] + arguments, home: home)
        }
        _ = try await Self.succeed(["todo", "edit", "3", "--parent", "1"], home: home)
        #expect(try await Self.succeed(["todo", "list"], home: home) == """
            1 [ ]                Trip
            2 [ ]                Book flights (under #1)
            3 [ ]                Other (under #1)

            """)
        let cycle = try await Self.adder(["todo", "edit", "1", "--parent", "2"], home: home)
        #expect(cycle == Outcome(status: 1, output: "", errors: "adder: “Trip” cannot go under “Book flights”, which is one of its own subtasks. Nothing was changed.\n"))
        let missing = try await Self.adder(["todo", "add", "x", "--parent", "9"], home: home)
        #expect(missing == Outcome(status: 1, output: "", errors: "adder: There is no to-do with id 9; nothing was changed.\n"))
        _ = try await Self.succeed(["todo", "edit", "2", "--parent", ""], home: home)
        #expect(try await Self.succeed(["todo", "list"], home: home).contains("2 [ ]                Book flights\n"))
        _ = try await Self.succeed(["todo", "undo"], home: home)
        #expect(try await Self.succeed(["todo", "list"], home: home).contains("Book flights (under #1)"))
    }

    /// `--limit -3` said "Missing value for '--limit <limit>'".
    @Test func aNegativeLimitIsNamedAsNegative() async throws {
        let result = try await Self.adder(["news", "list", "--limit", "-3"], home: TemporaryDirectory("adder-todo"))
        #expect(result == Outcome(status: 2, output: "", errors: "adder: --limit -3 is negative: give 0 or more.\n"))
    }

    @Test func helpSaysThatAdderAloneOpensTheTUI() async throws {
        let home = TemporaryDirectory("adder-todo")
        let result = try await Self.adder(["--help"], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains("`adder` with no subcommand opens the full-screen program, to-dos and news"))
    }

    @Test func snapshotOfACorruptFileShowsTheReadOnlyBanner() async throws {
        let home = TemporaryDirectory("adder-todo")
        try Data("{\"todos\": [".utf8).write(to: home.file("todos.json"))
        let result = try await Self.adder(["snapshot", "--size", "80x10"], home: home)
        #expect(result.status == 0)
        #expect(result.output.contains(" Read-only: "))
        #expect(result.output.contains("The file could not be read (see above)."))
    }

    @Test(arguments: [["list"], ["list", "--json"], ["add", "New"], ["done", "1"], ["rm", "1"], ["edit", "1", "--title", "X"]])
    func aCorruptFileIsNamedAndLeftAlone(_ arguments: [String]) async throws {
        let home = TemporaryDirectory("adder-todo")
        let file = home.file("todos.json")
        let corrupt = Data("{\"version\": 1, \"todos\": [ {\"id\": 1,\n".utf8)
        try corrupt.write(to: file)

        let result = try await Self.adder(["todo"] + arguments, home: home)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("adder: \(file.path)"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1, "one sentence on one line: \(result.errors)")
        #expect(try Data(contentsOf: file) == corrupt)
    }

    /// A save that fails is an error, not a silent loss: the lock file's place is taken by a folder.
    @Test func aFailedSaveIsAnError() async throws {
        let home = TemporaryDirectory("adder-todo")
        _ = try await Self.succeed(["todo", "add", "Keep me"], home: home)
        let before = try Data(contentsOf: home.file("todos.json"))
        let lock = home.file(".todos.json.lock")
        try? FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)

        let result = try await Self.adder(["todo", "done", "1"], home: home)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("adder: Could not save \(home.file("todos.json").path)"))
        #expect(result.errors.hasSuffix("the change was not saved.\n"))
        #expect(try Data(contentsOf: home.file("todos.json")) == before)
    }
}

// MARK: - Running the binary

extension TodoCommandTests {
    /// What a run of `adder` did.
    struct Outcome: Equatable, CustomStringConvertible {
        let status: Int32
        let output: String
        let errors: String
        var description: String { "exit \(status), stdout \(output.debugDescription), stderr \(errors.debugDescription)" }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `adder` built beside this test bundle: on Linux the products and the `*.xctest`
    /// executable share a folder; on macOS the `.xctest` bundle sits in that folder.
    enum AdderBinary {
        static func url() throws -> URL {
            let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            let folders = [testExecutable.deletingLastPathComponent(), Bundle.main.bundleURL,
                           Bundle.main.bundleURL.deletingLastPathComponent()]
            for folder in folders {
                let candidate = folder.appendingPathComponent("adder")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw Failure(description: "no built adder in \(folders.map(\.path))")
        }
    }

    /// Runs `adder` with its data in `home`, the fixed clock and UTC, for at most 30 seconds.
    /// `input`: what standard input holds (else it is empty).
    static func adder(_ arguments: [String], home: TemporaryDirectory,
                      environment extra: [String: String] = [:], input: String? = nil) async throws -> Outcome {
        let scratch = TemporaryDirectory("adder-todo-output")
        let outputFile = scratch.file("stdout")
        let errorFile = scratch.file("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer {
            try? output.close()
            try? errors.close()
        }

        let process = Process()
        process.executableURL = try AdderBinary.url()
        process.arguments = arguments
        process.environment = ["ADDER_HOME": home.url.path, "ADDER_NOW": "2026-01-02T09:00:00Z", "TZ": "UTC",
                               "HOME": scratch.url.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            .merging(extra) { $1 }
        if let input {
            try Data(input.utf8).write(to: scratch.file("stdin"))
            process.standardInput = try FileHandle(forReadingFrom: scratch.file("stdin"))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw Failure(description: "adder \(arguments.joined(separator: " ")) did not finish within 30 seconds")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return Outcome(status: process.terminationStatus,
                       output: try String(contentsOf: outputFile, encoding: .utf8),
                       errors: try String(contentsOf: errorFile, encoding: .utf8))
    }

    /// Runs `adder` and returns its stdout, failing unless it exits 0 with nothing on stderr.
    static func succeed(_ arguments: [String], home: TemporaryDirectory,
                        environment: [String: String] = [:], input: String? = nil) async throws -> String {
        let result = try await adder(arguments, home: home, environment: environment, input: input)
        guard result.status == 0, result.errors.isEmpty else {
            throw Failure(description: "adder \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result.output
    }

    static let jsonKeys: Set = ["id", "title", "done", "priority", "due", "dueTime", "recurrence", "parent", "tags", "project", "notes", "created", "completed", "archived"]

    /// `adder todo list --json` decoded, as objects; each must have exactly the documented keys,
    /// so `object["due"] == .null` means a present null.
    static func listJSON(_ arguments: [String] = [], home: TemporaryDirectory) async throws -> [[String: JSON]] {
        let output = try await succeed(["todo", "list", "--json"] + arguments, home: home)
        let objects = try JSONDecoder().decode([[String: JSON]].self, from: Data(output.utf8))
        for object in objects where Set(object.keys) != jsonKeys {
            throw Failure(description: "list --json printed the keys \(object.keys.sorted()), not \(jsonKeys.sorted())")
        }
        return objects
    }

    /// Three to-dos written straight to the file: open with every field, archived, and done.
    static let threeTodos = """
        {
          "version": 2, "nextID": 13,
          "todos": [
            {"id": 3, "title": "Buy milk", "created": "2026-01-01T08:00:00Z", "priority": "high",
             "due": "2026-01-05", "tags": ["errands", "home"]},
            {"id": 7, "title": "Old plan", "created": "2025-12-01T08:00:00Z", "priority": "low", "archived": true},
            {"id": 12, "title": "Call mum", "created": "2025-12-30T08:00:00Z", "done": true,
             "completed": "2025-12-31T08:00:00Z", "tags": ["home"]}
          ]
        }
        """

    static func writeTodos(_ json: String, in home: TemporaryDirectory) throws {
        try Data(json.utf8).write(to: home.file("todos.json"))
    }

    /// Any JSON value, so a test can tell null from a missing key and compare whole objects.
    enum JSON: Decodable, Equatable, Sendable, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
               ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        init(nilLiteral: ()) { self = .null }
        init(booleanLiteral value: Bool) { self = .bool(value) }
        init(integerLiteral value: Int) { self = .number(Double(value)) }
        init(stringLiteral value: String) { self = .string(value) }
        init(arrayLiteral elements: JSON...) { self = .array(elements) }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSON].self))
            }
        }
    }
}
