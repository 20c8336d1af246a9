// swift-tools-version:6.0
import PackageDescription

// Targets are the layers; each may import only what its dependency list names, so the compiler
// enforces the rules in ARCHITECTURE.md (the App never sees ncurses; Entities see nothing).
let package = Package(
    name: "Adder",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "adder", targets: ["adder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Already built for AsyncHTTPClient's TLS; TodoSync adds a private CA's certificates (ca-file).
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        // Already built for AsyncHTTPClient's TLS; NewsSources uses its SHA1 (tt-rss) and MD5 (Fever).
        .package(url: "https://github.com/apple/swift-crypto.git", exact: "4.5.2"),
    ],
    targets: [
        .target(name: "CNcurses", linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "CTextWidth"),
        .target(name: "CFileCopy"),
        // Byte searches the filter language runs over every article body (SSE2 where there is).
        .target(name: "CTextSearch"),
        // The one SQLite setting Swift cannot reach (sqlite3_db_config is variadic).
        .target(name: "CSQLiteClose", linkerSettings: [.linkedLibrary("sqlite3")]),
        .target(name: "Entities"),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Services, by concern: shared basics, the to-do store, and the news side's parts.
        .target(name: "Basics", dependencies: ["Entities", "CFileCopy"]),
        .target(name: "Todos", dependencies: ["Entities", "Basics"]),
        // To-dos to and from todo.txt, taskwarrior and iCalendar: the mapping a CalDAV sync will use.
        .target(name: "TodoInterop", dependencies: ["Entities", "Basics"]),
        .target(name: "FeedParsing", dependencies: ["Entities", "Basics", "CLibXML2"]),
        .target(name: "NewsCache", dependencies: [
            "Entities", "Basics", "CTextSearch", "CSQLiteClose", .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite's own API, for the filter functions that read a body's bytes where they lie.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        .target(name: "FeedFetching", dependencies: [
            "Entities", .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // Feed services that keep read and starred state across machines (tt-rss, Fever), synced into the cache.
        .target(name: "NewsSources", dependencies: [
            "Entities", "Basics", "NewsCache", .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "News", dependencies: ["Entities", "Basics", "FeedParsing", "NewsCache", "FeedFetching", "NewsSources"]),
        // Two-way sync of to-dos with a CalDAV server, speaking TodoInterop's iCalendar translation.
        .target(name: "TodoSync", dependencies: [
            "Entities", "Basics", "Todos", "TodoInterop", .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
        ]),
        .target(name: "Terminal", dependencies: ["CTextWidth"]),
        .target(name: "TerminalNcurses", dependencies: ["Terminal", "CNcurses"]),
        // config.toml, themes and the key table: read by the App and by the CLI.
        .target(name: "Settings", dependencies: [
            "Entities", "Basics", "Todos", "News", "Terminal", .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        .target(name: "App", dependencies: ["Entities", "Basics", "Todos", "News", "Terminal", "Settings"]),
        // The use cases `adder SUBCOMMAND` runs: values and sentences in, values and sentences out.
        .target(name: "CommandUseCases", dependencies: [
            "App", "Settings", "Basics", "Todos", "TodoInterop", "TodoSync", "News", "FeedParsing", "Entities", "Terminal",
        ]),
        .executableTarget(name: "adder", dependencies: [
            "CommandUseCases", "App", "Settings", "Basics", "Todos", "News", "Terminal", "TerminalNcurses", "TodoSync", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "TestSupport", dependencies: [
            "Entities", "Basics", "Todos", "News", "Terminal", "App", "Settings",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], path: "Sources/Tools/TestSupport"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
        // Every reader of outside text, fuzzed: `Scripts/fuzz` (libFuzzer, or the seeded mutation
        // fuzzer), and a short seeded run in FuzzTests. CFuzzDriver only declares libFuzzer's driver.
        .target(name: "CFuzzDriver", path: "Sources/Tools/CFuzzDriver"),
        .target(name: "FuzzTargets", dependencies: [
            "Basics", "FeedParsing", "FeedFetching", "News", "Terminal", "App", "Settings", "Todos", "TodoInterop", "NewsCache", "TodoSync",
        ], path: "Sources/Tools/FuzzTargets"),
        .executableTarget(name: "AdderFuzz", dependencies: ["FuzzTargets", "CFuzzDriver"], path: "Sources/Tools/AdderFuzz"),
        .testTarget(name: "FuzzTests", dependencies: ["FuzzTargets", "App", "Settings", "NewsCache"]),
        // A writer process the store's crash and concurrency tests start and kill.
        .executableTarget(name: "StoreTorture", dependencies: ["Basics", "Todos", "Entities"], path: "Sources/Tools/StoreTorture"),
        // Store latency and memory: `swift run -c release AdderBenchmarks` (see BENCHMARKS.md).
        .executableTarget(name: "AdderBenchmarks", dependencies: ["Basics", "Todos", "Entities"], path: "Sources/Tools/AdderBenchmarks"),
        // News cache merge and query times on 50,000 articles: `swift run -c release NewsCacheBenchmarks`.
        .executableTarget(name: "NewsCacheBenchmarks", dependencies: ["NewsCache", "Entities", "Basics"], path: "Sources/Tools/NewsCacheBenchmarks"),
        .testTarget(name: "TodosTests", dependencies: ["Basics", "Todos", "Entities", "TestSupport", "StoreTorture"]),
        .testTarget(name: "TodoInteropTests", dependencies: ["TodoInterop", "Entities", "TestSupport"],
                    exclude: ["Fixtures"]),
        // Against a real Radicale (and Xandikos) the tests start on 127.0.0.1.
        .testTarget(name: "TodoSyncTests", dependencies: ["TodoSync", "Todos", "TodoInterop", "Entities", "Basics", "TestSupport", "adder"]),
        .testTarget(name: "FeedParsingTests", dependencies: ["FeedParsing", "Entities", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "NewsCacheTests", dependencies: [
            "NewsCache", "Entities", "Basics", "TestSupport",
            // To damage and age cache files the way a newer Adder or another program would.
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .testTarget(name: "FeedFetchingTests", dependencies: ["FeedFetching", "TestSupport"]),
        .testTarget(name: "NewsSourcesTests", dependencies: ["NewsSources", "NewsCache", "Entities", "TestSupport"]),
        .testTarget(name: "NewsTests", dependencies: ["News", "Entities", "Basics", "TestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Settings", "Entities", "Basics", "Todos", "Terminal", "TestSupport"],
                    exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "Basics", "adder"]),
        // The command line's use cases on real stores and caches in temporary folders.
        .testTarget(name: "CommandUseCasesTests", dependencies: [
            "CommandUseCases", "Todos", "TodoInterop", "News", "Entities", "Basics", "TestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
