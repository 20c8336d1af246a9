// The search text of a refresh's parsing task, without the cache (issue 28 item 3): each feed
// parsed as a refresh keeps it (the newest 1,000 items), then each item's HTML summary and
// content made search text (`HTMLText.searchText`), timed alone by the thread's CPU clock, the
// least of ROUNDS rounds (5). `Benchmarks/parse-only-pass.sh --search-text` builds and runs it.
//   search-text-pass FEED...
import FeedParsing
import Foundation

func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

let args = Array(CommandLine.arguments.dropFirst())
let rounds = Int(ProcessInfo.processInfo.environment["ROUNDS"] ?? "5")!
var bodies: [String] = []
let parseStart = cpuNow()
for file in args {
    let data = try! Data(contentsOf: URL(fileURLWithPath: file))
    let parsed = try! FeedParser.read(data, url: URL(string: "http://127.0.0.1/"), maxItems: 1000)
    for item in parsed.document.items {
        for text in [item.summary, item.content] { if let text, text.format == .html { bodies.append(text.text) } }
    }
}
let parseMs = cpuNow() - parseStart
var bytes = 0
for body in bodies { bytes += body.utf8.count }
var best = Double.infinity, checksum = 0
for _ in 0..<rounds {
    let start = cpuNow()
    var sum = 0
    for body in bodies {
        let words = HTMLText.searchText(body)
        sum &+= words.utf8.count
    }
    best = min(best, cpuNow() - start)
    checksum = sum
}
var fnv: UInt64 = 0xcbf29ce484222325
for body in bodies { for byte in HTMLText.searchText(body).utf8 { fnv = (fnv ^ UInt64(byte)) &* 0x100000001b3 }; fnv = (fnv ^ 0xFF) &* 0x100000001b3 }
checksum = Int(truncatingIfNeeded: fnv)
print("bodies \(bodies.count), \(bytes) bytes; parse \(Int(parseMs)) ms; search text min of \(rounds): \(String(format: "%.1f", best)) ms (\(String(format: "%.0f", Double(bytes) / best / 1000)) MB/s); checksum \(checksum)")
