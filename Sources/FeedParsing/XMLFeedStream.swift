import CLibXML2
import Foundation

/// Reads a feed's sanitised UTF-8 XML as a stream of libxml2's SAX2 events, so that memory holds
/// one item at a time and libxml2 builds no node tree at all: the root and the channel
/// ("containers") are kept as a small tree of the elements the readers look at, and each item or
/// entry is built straight from the events into its own `XMLTreeElement`, handed to `onItem` and
/// dropped before the next one is read (`XMLFeedBuilder`).
struct XMLFeedStream {
    /// What the document's root says about its shape, decided before anything else is read.
    struct Shape {
        /// The elements items are: `item` for RSS, `entry` for Atom.
        let itemName: String
        let itemNamespaces: [String]
        /// Elements inside the root that hold items too (RSS 2.0's `channel`).
        let containerNames: Set<String>
        /// The container children the readers look at (title, link, author); others are skipped.
        let metadataNames: Set<String>
    }

    /// Container children kept at most: a hostile feed's millions of `<link>`s stay unread.
    static let largestMetadata = 256

    /// Streams `bytes`. `shape` sees the root element (without children) and says how to read
    /// it, or throws when it is no feed. Returns the root with its containers and metadata.
    static func read(_ bytes: ArraySlice<UInt8>, url: URL?, shape: (XMLTreeElement) throws(FeedParseError) -> Shape,
                     onItem: (XMLTreeElement) -> Void) throws(FeedParseError) -> XMLTreeElement {
        LibXML2.ready()
        guard bytes.count < Int(Int32.max) else { throw FeedParseError("the feed is too large to parse.") }
        let result = withoutActuallyEscaping(shape) { shape in
            withoutActuallyEscaping(onItem) { onItem in
                let builder = UnsafeMutablePointer<XMLFeedBuilder>.allocate(capacity: 1)
                builder.initialize(to: XMLFeedBuilder(url: url, decide: shape, onItem: onItem))
                defer { builder.deinitialize(count: 1).deallocate() }
                return Result<XMLTreeElement, FeedParseError> { () throws(FeedParseError) in try parse(bytes, into: builder) }
            }
        }
        return try result.get()
    }

    /// Pushes `bytes` to a push parser as `xmlTextReader` did (4 bytes, then 512 at a time) until
    /// the root is read, so an error in the piece that holds the root's tag still comes before the
    /// root's verdict; libxml2 reports the same errors whatever the pieces after.
    private static func parse(_ bytes: ArraySlice<UInt8>, into builder: UnsafeMutablePointer<XMLFeedBuilder>) throws(FeedParseError) -> XMLTreeElement {
        try bytes.withUnsafeBufferPointer { buffer throws(FeedParseError) -> XMLTreeElement in
            let start = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            var handler = XMLFeedBuilder.handler
            var offset = min(4, buffer.count)
            guard let parser = xmlCreatePushParserCtxt(&handler, builder, start, Int32(offset), nil) else {
                throw FeedParseError("there is not enough memory to parse the feed.")
            }
            defer { xmlFreeParserCtxt(parser) }
            xmlCtxtUseOptions(parser, XMLTreeValues.options)
            xmlSwitchEncoding(parser, XML_CHAR_ENCODING_UTF8)
            builder.pointee.parser = parser
            while offset < buffer.count, builder.pointee.error == nil {
                let size = min(builder.pointee.root == nil ? firstPieces : laterPieces, buffer.count - offset)
                xmlParseChunk(parser, start.map { $0 + offset }, Int32(size), 0)
                offset += size
                builder.pointee.pieceEnded()
            }
            if builder.pointee.error == nil { xmlParseChunk(parser, nil, 0, 1) }
            if let error = builder.pointee.error { throw error }
            // An error libxml2 did not report (namespace errors, which the tree reads by convention, are not failures).
            guard parser.pointee.wellFormed != 0 else {
                throw FeedParseError.xml(code: 1, line: max(1, parser.pointee.input.map { Int($0.pointee.line) } ?? 1))
            }
            guard let root = builder.pointee.root else { throw FeedParseError("the document has no root element.", line: 1) }
            return root
        }
    }

    /// `xmlTextReader`'s CHUNK_SIZE, until the root is read; then larger pieces, since what comes
    /// first no longer depends on them (pushing 512 bytes at a time was 8 % of a parse).
    private static let firstPieces = 512
    private static let laterPieces = 65_536
}

/// libxml2's one-time, process-wide set-up, done before the first parse on any thread.
enum LibXML2 {
    private static let initialised: Void = xmlInitParser()

    static func ready() { _ = initialised }
}
