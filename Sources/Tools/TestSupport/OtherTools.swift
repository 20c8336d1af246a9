import Foundation

/// The real tools, when installed: taskwarrior, todo.txt-cli and a python3 with the icalendar
/// package. Tests that need one skip, saying which Debian package to install, when it is absent.
public enum OtherTools {
    public static let task = executable("task")
    public static let todoTxt = executable("todo.sh") ?? executable("todo-txt")
    /// Debian's python3-icalendar is in /usr/bin/python3, which a pyenv python3 on PATH may hide.
    public static let pythonWithICalendar: URL? = (["/usr/bin/python3"] + paths("python3")).lazy
        .map(URL.init(fileURLWithPath:))
        .first { (try? run($0, ["-c", "import icalendar"]))?.status == 0 }

    private static func paths(_ name: String) -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
    }

    private static func executable(_ name: String) -> URL? {
        (paths(name) + ["/usr/bin/\(name)"]).first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(URL.init(fileURLWithPath:))
    }

    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// Runs a tool to its end (at most 60 seconds) and returns what it printed.
    public static func run(_ tool: URL, _ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TZ": "UTC", "LANG": "C.UTF-8"]) { $1 }
            .merging(environment) { $1 }
        // Files rather than pipes: a tool that prints a lot never blocks on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adder-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
        try (input ?? Data()).write(to: paths[0])
        for path in paths.dropFirst() { _ = FileManager.default.createFile(atPath: path.path, contents: nil) }
        process.standardInput = try FileHandle(forReadingFrom: paths[0])
        process.standardOutput = try FileHandle(forWritingTo: paths[1])
        process.standardError = try FileHandle(forWritingTo: paths[2])
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning {
            if Date() > deadline { process.terminate() }
            usleep(5_000)
        }
        let outputData = try Data(contentsOf: paths[1])
        let errorText = try Data(contentsOf: paths[2])
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      errors: String(decoding: errorText, as: UTF8.self))
    }
}
