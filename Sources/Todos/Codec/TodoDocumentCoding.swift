import Basics
import Entities
import Foundation

/// The todos.json format: pretty-printed, sorted keys, ISO 8601 instants, `version` at the top.
/// Files of older schema versions are upgraded as they are read (`TodoSchemaMigration`).
public enum TodoDocumentCoding {
    /// The file's bytes for a document (hand-written, see `TodoDocumentWriter`).
    public static func encode(_ document: TodoDocument) -> Data {
        TodoDocumentWriter.encode(document)
    }

    /// Reads a file's bytes, upgrading an older schema, or says in one sentence what is wrong and where.
    public static func decode(_ data: Data, path: String) throws(TodoStoreError) -> TodoDocument {
        try decodeAnyVersion(data, path: path).document
    }

    /// The document in a file's bytes and the schema version the file was written in.
    static func decodeAnyVersion(_ data: Data, path: String) throws(TodoStoreError) -> (document: TodoDocument, fileVersion: Int) {
        let decoded = try decodeFile(data, path: path)
        return (decoded.document, decoded.fileVersion)
    }

    /// What `decodeFile` read.
    struct DecodedFile {
        let document: TodoDocument
        let fileVersion: Int
        /// Where each to-do's object lies in the bytes, when the fast reader read them (a
        /// current-schema file without rarities); nil otherwise.
        let objectRanges: [Range<Int>]?
    }

    /// `decodeAnyVersion`, and where the to-dos lie in the bytes when that is known. `doneBefore`
    /// hears how far the fast reader has got (see `MappedFileBytes`).
    static func decodeFile(_ data: Data, path: String, doneBefore: (Int) -> Void = { _ in }) throws(TodoStoreError) -> DecodedFile {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw TodoStoreError(.unreadable, "\(path) is empty (a to-do file holds at least {\"version\": 3}); Adder left it untouched.")
        }
        // A current file is read straight from its bytes; everything else (older schemas,
        // rarities, errors to word) goes the complete, slower way below.
        if let (read, objectRanges) = TodoDocumentReader.decodeCurrentVersionWithLayout(data, doneBefore: doneBefore) {
            var document = read
            let fileVersion = document.version
            document.version = TodoDocument.currentVersion
            return DecodedFile(document: document, fileVersion: fileVersion,
                               objectRanges: fileVersion == TodoDocument.currentVersion ? objectRanges : nil)
        }
        if let document = try? makeDecoder().decode(TodoDocument.self, from: data), document.version == TodoDocument.currentVersion {
            return DecodedFile(document: document, fileVersion: document.version, objectRanges: nil)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw unreadable(path, syntaxProblem(error, in: data))
        }
        let version = try schemaVersion(of: json, data: data, path: path)
        guard version <= TodoDocument.currentVersion else {
            throw TodoStoreError(.newerVersion, "\(path) has schema version \(version), newer than this Adder reads (\(TodoDocument.currentVersion)), so Adder left it untouched; update Adder to use it.")
        }
        guard version < TodoDocument.currentVersion else {
            return DecodedFile(document: try decodeCurrent(data, path: path), fileVersion: version, objectRanges: nil)
        }
        guard version >= 0 else { throw unreadable(path, "\"version\" is \(version), which no Adder wrote") }
        let upgraded: Data
        do {
            let json = try TodoSchemaMigration.upgrade(json, from: version)
            upgraded = try JSONSerialization.data(withJSONObject: json)
        } catch let failure as TodoSchemaMigration.Failure {
            throw unreadable(path, "a schema version \(version) file, but \(failure.reason)")
        } catch {
            throw unreadable(path, "cannot be upgraded from schema version \(version) (\(error))")
        }
        return DecodedFile(document: try decodeCurrent(upgraded, path: "\(path) (upgraded from schema version \(version))"),
                           fileVersion: version, objectRanges: nil)
    }

    private static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = ISO8601Instant.decodingStrategy
        return decoder
    }

    private static func decodeCurrent(_ data: Data, path: String) throws(TodoStoreError) -> TodoDocument {
        do {
            return try makeDecoder().decode(TodoDocument.self, from: data)
        } catch let error as DecodingError {
            throw unreadable(path, describe(error))
        } catch {
            throw unreadable(path, "\(error)")
        }
    }

    /// 0 for a bare array (the legacy format), else the object's `version`.
    private static func schemaVersion(of json: Any, data: Data, path: String) throws(TodoStoreError) -> Int {
        if json is [Any] { return 0 }
        guard let object = json as? [String: Any] else { throw unreadable(path, "the top level is not a JSON object") }
        guard object["version"] != nil else { throw unreadable(path, "the top-level object lacks \"version\"") }
        // JSONDecoder tells a whole number from 1.5 or true; JSONSerialization's NSNumber does not.
        guard let probe = try? JSONDecoder().decode(VersionProbe.self, from: data) else {
            throw unreadable(path, "\"version\" is not a whole number")
        }
        return probe.version
    }

    private struct VersionProbe: Decodable {
        let version: Int
    }

    private static func unreadable(_ path: String, _ problem: String) -> TodoStoreError {
        TodoStoreError(.unreadable, "\(path): \(problem); Adder left it untouched.")
    }

    /// "line 3, column 8: not valid JSON (…)", from the character offset in `JSONSerialization`'s error.
    static func syntaxProblem(_ error: any Error, in data: Data) -> String {
        let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
        var detail = message.hasSuffix(".") ? String(message.dropLast()) : message
        // The message may quote the file's text, line breaks included; the sentence stays one line.
        detail = String(detail.map { $0.isNewline ? " " : $0 })
        let offset = characterOffset(in: message) ?? (message.contains("end of file") ? data.count : nil)
        guard let offset else { return "not valid JSON (\(detail.lowercasedFirst))" }
        let (line, column) = lineAndColumn(of: offset, in: data)
        let what = detail.replacingOccurrences(of: #" around character \d+"#, with: "", options: .regularExpression)
        return "line \(line), column \(column): not valid JSON (\(what.lowercasedFirst))"
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
