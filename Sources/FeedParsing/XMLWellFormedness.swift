import CLibXML2
import Foundation

/// Whether a small XML document (an OPML file) is well-formed, by libxml2 directly: FoundationXML's
/// `XMLParser` on Linux reports most mistakes as error 5 at the end of the file, and sometimes
/// reports success along with it. No DTD, external entity or network is ever read.
public enum XMLWellFormedness {
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// The first mistake, with its line, in the words feed errors use; nil for a well-formed document.
    public static func firstError(in data: Data) -> FeedParseError? {
        LibXML2.ready()
        guard !data.isEmpty else { return FeedParseError.xml(code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue), line: 1) }
        guard let context = xmlNewParserCtxt() else { return FeedParseError("there is not enough memory to read the document.") }
        defer { xmlFreeParserCtxt(context) }
        context.pointee.sax.pointee.serror = stopAtFirstError
        let first = UnsafeMutablePointer<FirstError>.allocate(capacity: 1)
        first.initialize(to: FirstError())
        defer { first.deallocate() }
        context.pointee._private = UnsafeMutableRawPointer(first)
        let document = data.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress, buffer.count < Int(Int32.max) else { return nil }
            return xmlCtxtReadMemory(context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, nil, options)
        }
        if let document { xmlFreeDoc(document) }
        guard document == nil || context.pointee.wellFormed == 0 else { return nil }
        let error = first.pointee.code != 0 ? first.pointee : FirstError(code: context.pointee.lastError.code, line: context.pointee.lastError.line)
        return FeedParseError.xml(code: Int(error.code), line: max(1, Int(error.line)))
    }

    private struct FirstError {
        var code: Int32 = 0
        var line: Int32 = 0
    }

    /// The first error is the one to report: what libxml2 finds after it is mostly its consequence,
    /// and it may report more after being told to stop, so the first is kept (in `_private`).
    /// An undeclared namespace prefix is not a well-formedness error and does not stop it.
    private static let stopAtFirstError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
              !(200..<300).contains(Int(error.pointee.code)) else { return }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        if let first = parser.pointee._private?.assumingMemoryBound(to: FirstError.self), first.pointee.code == 0 {
            first.pointee = FirstError(code: Int32(error.pointee.code), line: Int32(error.pointee.line))
        }
        xmlStopParser(parser)
    }
}
