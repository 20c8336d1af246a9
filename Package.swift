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
    ],
    targets: [
        .target(name: "CNcurses", linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "CTextWidth"),
        .target(name: "Entities"),
        .target(name: "Services", dependencies: ["Entities"]),
        .target(name: "Terminal", dependencies: ["CTextWidth"]),
        .target(name: "TerminalNcurses", dependencies: ["Terminal", "CNcurses"]),
        .target(name: "App", dependencies: [
            "Entities", "Services", "Terminal",
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        .executableTarget(name: "adder", dependencies: [
            "App", "Services", "Entities", "Terminal", "TerminalNcurses",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "TestSupport", dependencies: [
            "Entities", "Services", "Terminal", "App",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
        // A writer process the store's crash and concurrency tests start and kill.
        .executableTarget(name: "StoreTorture", dependencies: ["Services", "Entities"]),
        // Store latency and memory: `swift run -c release AdderBenchmarks` (see BENCHMARKS.md).
        .executableTarget(name: "AdderBenchmarks", dependencies: ["Services", "Entities"]),
        .testTarget(name: "ServicesTests", dependencies: ["Services", "Entities", "TestSupport", "StoreTorture"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "Entities", "Services", "Terminal", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "adder"]),
    ],
    swiftLanguageModes: [.v6]
)
