import Entities
import Foundation

/// The todos.json format: pretty-printed, sorted keys, ISO 8601 instants, `version` at the top.
public enum TodoDocumentCoding {
    /// The file's bytes for a document.
    public static func encode(_ document: TodoDocument) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Encoding plain values with these strategies cannot fail.
        return (try? encoder.encode(document)) ?? Data()
    }

    /// Reads a file's bytes, or says in one sentence what is wrong and where.
    public static func decode(_ data: Data, path: String) throws(TodoStoreError) -> TodoDocument {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw TodoStoreError(.unreadable, "\(path) is empty (a to-do file holds at least {\"version\": 1}); Adder left it untouched.")
        }
        let version: Int
        do {
            version = try JSONDecoder().decode(VersionProbe.self, from: data).version ?? 0
        } catch {
            throw TodoStoreError(.unreadable, "\(path): \(syntaxProblem(in: data)); Adder left it untouched.")
        }
        guard version <= TodoDocument.currentVersion else {
            throw TodoStoreError(.newerVersion, "\(path) has schema version \(version), newer than this Adder reads (\(TodoDocument.currentVersion)); update Adder. The file was left untouched.")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(TodoDocument.self, from: data)
        } catch let error as DecodingError {
            throw TodoStoreError(.unreadable, "\(path): \(describe(error)); Adder left it untouched.")
        } catch {
            throw TodoStoreError(.unreadable, "\(path): \(error); Adder left it untouched.")
        }
    }

    private struct VersionProbe: Decodable {
        let version: Int?
    }

    /// "line 3, column 8: not valid JSON (…)", from JSONSerialization's character offset.
    static func syntaxProblem(in data: Data) -> String {
        do {
            let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            if !(object is [String: Any]) { return "the top level is not a JSON object" }
            return "\"version\" is not a whole number"
        } catch let error as NSError {
            let message = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
            let detail = message.hasSuffix(".") ? String(message.dropLast()) : message
            let offset = characterOffset(in: message) ?? (message.contains("end of file") ? data.count : nil)
            guard let offset else { return "not valid JSON (\(detail.lowercasedFirst))" }
            let (line, column) = lineAndColumn(of: offset, in: data)
            let what = detail.replacingOccurrences(of: #" around character \d+"#, with: "", options: .regularExpression)
            return "line \(line), column \(column): not valid JSON (\(what.lowercasedFirst))"
        }
    }

    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: #"character (\d+)"#, options: .regularExpression) else { return nil }
        return Int(message[range].dropFirst("character ".count))
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
        let prefix = data.prefix(offset)
        let line = prefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? prefix.startIndex
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            var text = ""
            for key in context.codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)) should be \(typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)) should be \(typeName(type)), not null"
        case .keyNotFound(let key, let context):
            let owner = path(context)
            return "\(owner == "the top level" ? "the top-level object" : owner) lacks \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription.lowercasedFirst.trimmingCharacters(in: CharacterSet(charactersIn: ".")))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Date.Type: "an ISO 8601 date"
        default: "\(type)".hasPrefix("Array") ? "an array" : "an object"
        }
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
