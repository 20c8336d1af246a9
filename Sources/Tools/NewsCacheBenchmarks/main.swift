// Merge and query times of the news cache on 200 feeds × 250 items (50,000 articles with ~2 KB
// bodies). Not a test: run it built for release,
//
//   swift run -c release NewsCacheBenchmarks [--feeds 200] [--items 250] [--runs 21] [--directory DIR] [--keep yes]
//                                            [--script latin|japanese]
//
// `--script japanese` writes titles and bodies as Japanese is written, kanji and kana without
// spaces between words, to measure the search words made for spaceless scripts (SearchWords).
//
// Merge rows give wall time and the process's CPU time (user + system) for the cache's part
// only: documents and their plain text are made before the clock starts.
import Basics
import Entities
import Foundation
import Glibc
import NewsCache

// The app reads text in a UTF-8 locale (CTextWidth sets LC_CTYPE), where glibc's regexec is
// about four times slower than in "C": measure `=~` where it runs.
setlocale(LC_CTYPE, "C.UTF-8")
var feedCount = 200, itemsPerFeed = 250, runs = 21, keep = false, stopAfter = "", japanese = false
var directory = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst(), let value = arguments.popFirst() {
    switch flag {
    case "--feeds": feedCount = Int(value)!
    case "--items": itemsPerFeed = Int(value)!
    case "--runs": runs = Int(value)!
    case "--directory": directory = URL(fileURLWithPath: value, isDirectory: true)
    case "--keep": keep = value == "yes"
    case "--script": japanese = value == "japanese"
    // For `perf stat`: "generate" makes the documents only, "merge" also merges them once.
    case "--stop-after": stopAfter = value
    default: fatalError("unknown option \(flag)")
    }
}

// A deterministic generator, so every run merges the same text.
var random = SplitMix64(seed: 42)
let letters = Array("abcdefghijklmnopqrstuvwxyz")
// 2,000 kanji and the hiragana; a Japanese word is one to three of them, and words run together.
let kana = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだでどばびぶべぼ")
let kanji = (0..<2_000).map { Character(Unicode.Scalar(0x4E00 + $0 * 10)!) }
let vocabulary = (0..<20_000).map { _ in
    japanese ? String((0..<Int.random(in: 1...3, using: &random)).map { _ in Bool.random(using: &random) ? kanji.randomElement(using: &random)! : kana.randomElement(using: &random)! })
        : String((0..<Int.random(in: 2...10, using: &random)).map { _ in letters.randomElement(using: &random)! })
}
@MainActor func words(_ count: Int) -> String {
    (0..<count).map { index in
        vocabulary[Int(Double(vocabulary.count) * pow(Double.random(in: 0..<1, using: &random), 3))] + (japanese && index % 12 == 11 ? "。" : "")
    }.joined(separator: japanese ? "" : " ")
}

let start = Date(timeIntervalSince1970: 1_767_344_400)
let documents: [FeedDocument] = (0..<feedCount).map { feed in
    FeedDocument(title: "Feed \(feed)", link: "https://feed\(feed).example/", items: (0..<itemsPerFeed).map { index in
        let body = "<p>" + words(300) + "</p>"  // ~2 KB
        return FeedItem(id: "https://feed\(feed).example/\(index)", title: words(7), link: "https://feed\(feed).example/\(index)",
                        author: "Author \(index % 13)", published: start.addingTimeInterval(Double(-index * 3600 - feed * 60)),
                        content: FeedText(body, format: .html))
    })
}

if stopAfter == "generate" { exit(0) }

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func clock<T>(_ work: () throws -> T) rethrows -> (wall: Double, cpu: Double, result: T) {
    let (wall0, cpu0) = (Date(), cpuSeconds())
    let result = try work()
    return (Date().timeIntervalSince(wall0), cpuSeconds() - cpu0, result)
}

func milliseconds(_ seconds: Double) -> String { String(format: "%8.2f ms", seconds * 1000) }

/// Median and maximum wall time of `runs` runs after one warm-up, and the median CPU time (which
/// other work on a loaded machine inflates less).
@MainActor func measure(_ name: String, _ work: () throws -> Void) rethrows {
    try work()
    var times: [Double] = [], cpuTimes: [Double] = []
    for _ in 0..<runs {
        let run = try clock(work)
        times.append(run.wall)
        cpuTimes.append(run.cpu)
    }
    times.sort()
    cpuTimes.sort()
    print("| \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) | \(milliseconds(times[times.count / 2])) | \(milliseconds(times.last!)) | \(milliseconds(cpuTimes[cpuTimes.count / 2])) |")
}

let folder = directory.appendingPathComponent("news-cache-bench-\(UUID().uuidString)")
defer { if !keep { try? FileManager.default.removeItem(at: folder) } else { print("kept \(folder.path)") } }
// Every body is one <p>…</p>: its words are what is inside.
let cache = try NewsCache(url: folder.appendingPathComponent("news.sqlite"),
                          searchText: SearchText(version: 1) { String($0.dropFirst(3).dropLast(4)) })
let feeds = try cache.sync((0..<feedCount).map { Subscription(url: "https://feed\($0).example/feed.xml") })

let articles = feedCount * itemsPerFeed
print("\(feedCount) feeds × \(itemsPerFeed) items = \(articles) articles; \(runs) runs per query row\n")
print("| merge | wall | CPU |")
print("| --- | ---: | ---: |")
let cold = try clock {
    for (feed, document) in zip(feeds, documents) {
        try cache.merge(document, into: feed.id, validators: HTTPValidators(etag: "\"1\""), fetchedAt: start)
    }
}
print("| cold, all feeds | \(milliseconds(cold.wall)) | \(milliseconds(cold.cpu)) |")
let coldSize = (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("news.sqlite").path)[.size] as? NSNumber)?.intValue ?? 0
print("| (file size after the cold merge: \(coldSize / 1_000_000) MB) | | |")
if stopAfter == "merge" {
    if !keep { try? FileManager.default.removeItem(at: folder) }
    exit(0)
}
let again = try clock {
    for (feed, document) in zip(feeds, documents) {
        try cache.merge(document, into: feed.id, validators: HTTPValidators(etag: "\"1\""), fetchedAt: start)
    }
}
print("| unchanged again, all feeds | \(milliseconds(again.wall)) | \(milliseconds(again.cpu)) |")
var edited = documents[0]
for index in stride(from: 0, to: edited.items.count, by: 10) { edited.items[index].title += " (updated)" }
let oneEdited = try clock {
    try cache.merge(edited, into: feeds[0].id, validators: .none, fetchedAt: start)
}
print("| one feed, a tenth of its items edited | \(milliseconds(oneEdited.wall)) | \(milliseconds(oneEdited.cpu)) |")

let feedA = feeds[feedCount / 2].id
let someIDs = try cache.articles(ArticleQuery(), offset: 0, limit: articles / 2).map(\.id)
try cache.setRead(Array(someIDs.prefix(articles / 4)), true)
try cache.setStarred(someIDs.enumerated().filter { $0.offset % 50 == 0 }.map(\.element), true)

print("\n| query (a quarter read, 2% starred) | median | max | CPU median |")
print("| --- | ---: | ---: | ---: |")
try measure("feed list with unread counts") { _ = try cache.feeds() }
try measure("page of 60, all feeds, newest first") { _ = try cache.articles(ArticleQuery(), offset: 0, limit: 60) }
try measure("page of 60, all unread, newest first") { _ = try cache.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 60) }
try measure("page of 60, one feed, newest first") { _ = try cache.articles(ArticleQuery(feedID: feedA), offset: 0, limit: 60) }
try measure("page of 60, one feed, unread") { _ = try cache.articles(ArticleQuery(feedID: feedA, unreadOnly: true), offset: 0, limit: 60) }
try measure("page of 60, starred") { _ = try cache.articles(ArticleQuery(starredOnly: true), offset: 0, limit: 60) }
try measure("page of 60 at offset 20,000, all unread") { _ = try cache.articles(ArticleQuery(unreadOnly: true), offset: 20_000, limit: 60) }
try measure("count, all") { _ = try cache.count(ArticleQuery()) }
try measure("count, all unread") { _ = try cache.count(ArticleQuery(unreadOnly: true)) }
try measure("count, one feed unread") { _ = try cache.count(ArticleQuery(feedID: feedA, unreadOnly: true)) }
let common = vocabulary[0], rare = vocabulary[5000]
try measure("search page of 60, common word (\(common))") { _ = try cache.articles(ArticleQuery(search: common), offset: 0, limit: 60) }
try measure("search count, common word") { _ = try cache.count(ArticleQuery(search: common)) }
try measure("search page of 60, rare word + prefix") { _ = try cache.articles(ArticleQuery(search: rare + " " + String(common.prefix(2))), offset: 0, limit: 60) }
try measure("search page of 60, unread, one feed") { _ = try cache.articles(ArticleQuery(feedID: feedA, unreadOnly: true, search: common), offset: 0, limit: 60) }
try measure("body of one article") { _ = try cache.body(of: someIDs[100]) }
// Query feeds: newsboat's filter language run as SQL over every article (FilterSQL); a feeds
// pane shows each one's counts (one pass), and opening it reads a page.
print("\n| query feed (filter language) | median | max | CPU median |")
print("| --- | ---: | ---: | ---: |")
let queryFeeds = [
    #"unread = "yes""#, #"flags # "s""#, #"title =~ "\#(common)""#, #"author = "Author 7" and age < 4"#,
    #"feedtitle =~ "^Feed 1""#,
    // `content` reads every body (~100 MB). A plain text is one search (SSE2); a regular expression
    // is searched for the plain runs it requires (RequiredRuns), and regexec runs only where they are.
    #"content =~ "\#(rare)""#, #"content !~ "\#(rare)""#, #"content # "\#(rare)""#,
    #"content =~ "\#(rare)$""#, #"content =~ "<p>\#(common) [a-z]+ ""#,
    // Each alternative is searched for its runs.
    #"content =~ "\#(rare)|\#(vocabulary[5001])""#,
    // No run of three characters: glibc's regexec over every body, the one slow kind left.
    #"content =~ "[0-9]{4}-[0-9]{2}""#,
]
for expression in queryFeeds {
    try measure("count: \(expression)") { _ = try cache.counts(ArticleQuery(filter: expression)) }
    try measure("page: \(expression)") { _ = try cache.articles(ArticleQuery(filter: expression), offset: 0, limit: 60) }
}
// The killfile in display mode: every list and count leaves out what its rule selects.
cache.killfile = Killfile(rules: [try IgnoreRule(feed: "*", filter: #"title =~ "\#(rare)" or author = "Author 3""#)], mode: .display)
try measure("killfile (display): feed list with counts") { _ = try cache.feeds() }
try measure("killfile (display): page of 60, all unread") { _ = try cache.articles(ArticleQuery(unreadOnly: true), offset: 0, limit: 60) }
try measure("killfile (display): count, all unread") { _ = try cache.count(ArticleQuery(unreadOnly: true)) }
cache.killfile = Killfile()
let pruned = try clock { try cache.prune(keepPerFeed: 200) }
print("\nprune to 200 a feed: \(pruned.result) deleted in \(milliseconds(pruned.wall))")
let size = (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("news.sqlite").path)[.size] as? NSNumber)?.intValue ?? 0
print("file size after the merges: \(size / 1_000_000) MB")
