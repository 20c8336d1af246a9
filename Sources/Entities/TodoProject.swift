import Foundation

/// Projects as taskwarrior has them: a dotted path from the general to the particular
/// ("work.reports" is part of "work"). A to-do names one project or none.
public enum TodoProject {
    /// `text` as a project is kept: trimmed, without empty parts ("work..reports." is
    /// "work.reports"); nil when nothing is left.
    public static func normalized(_ text: String?) -> String? {
        guard let text else { return nil }
        let parts = text.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// True when `project` is `filter` or lies under it: "work" matches "work" and
    /// "work.reports", not "workshop" (taskwarrior's `project:work` likewise).
    public static func project(_ project: String?, isWithin filter: String) -> Bool {
        guard let project, let filter = normalized(filter) else { return false }
        return project == filter || project.hasPrefix(filter + ".")
    }
}
