/// The one place Adder's version is written: `adder --version` and `adder --help` print it.
enum AdderVersion {
    static let current = "0.1.0"
}
