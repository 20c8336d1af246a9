import FeedFetching
import FeedParsing
import Foundation
import News

/// The numbers a server and a feed send about when to ask again (`Retry-After`, `Cache-Control`,
/// `Age`, `Expires`, `<ttl>`, `sy:`), read, scheduled and worded as a refresh and `feeds list` do.
/// Input: a status line, then `Name: value` lines; names starting with `<` are channel elements.
enum ScheduleFuzzing {
    static let now = Date(timeIntervalSince1970: 1_767_344_400)

    static func run(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let status = lines.isEmpty ? 503 : Int(lines.removeFirst().prefix(3)) ?? 503
        var fields: [(name: String, value: String)] = []
        var channel = ""
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]), value = String(line[line.index(after: colon)...])
            if name.hasPrefix("<") { channel += "\(name)>\(value)</\(name.dropFirst())>" } else { fields.append((name, value)) }
        }
        let timing = ServerTiming(fields: fields, status: status)
        let rss = #"<rss version="2.0" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"><channel><title>t</title>"#
            + channel + "</channel></rss>"
        let updates = (try? FeedParser.parse(Data(rss.utf8), url: nil))?.updates
        let schedule = RefreshSchedule.after(fetchAt: now, updates: updates, timing: timing, failed: !(200..<300).contains(status))
        _ = timing.retryAfterSeconds.map(WaitText.duration)
        for interval in [nil, 60.0, 365 * 86_400.0] {
            if let at = RefreshSchedule.due(schedule, interval: interval).at { _ = WaitText.duration(at.timeIntervalSince(now)) }
        }
    }

    static let seeds = ["503\nRetry-After: 120", "429\nRetry-After: Wed, 21 Oct 2015 07:28:00 GMT\nDate: Wed, 21 Oct 2015 07:00:00 GMT",
                        "200\nCache-Control: max-age=600\nAge: 30\n<ttl: 60",
                        "200\nExpires: Thu, 01 Dec 2094 16:00:00 GMT\n<sy:updatePeriod: hourly\n<sy:updateFrequency: 2",
                        "503\nRetry-After: 9223372036854775807", "200\n<sy:updatePeriod: daily\n<sy:updateBase: 2000-01-01T12:00+00:00"]
    static let tokens = ["Retry-After: ", "Cache-Control: max-age=", "Age: ", "Expires: ", "Date: ", "<ttl: ", "<sy:updatePeriod: ",
                         "<sy:updateFrequency: ", "<sy:updateBase: ", "9223372036854775807", "99999999999999999999", "GMT", "\n", "503\n"]
}
