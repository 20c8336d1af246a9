import SnapshotTesting
import Terminal

extension Snapshotting where Value == Screen, Format == String {
    /// A screen as its text, then each cell's style role, then the cursor (`Screen.snapshot`).
    public static var screen: Snapshotting<Screen, String> {
        Snapshotting<String, String>.lines.pullback { $0.snapshot }
    }
}
