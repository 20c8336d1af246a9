import CLibXML2
import Foundation

/// Reads a feed's sanitised UTF-8 XML as a stream (libxml2's `xmlTextReader`), so that memory
/// holds one item at a time, never the whole document: the root and the channel ("containers")
/// are kept as a small tree of the elements the readers look at, and each item or entry is built
/// into its own subtree, handed to `onItem` and freed before the next one is read.
struct XMLFeedStream {
    /// What the document's root says about its shape, decided before anything else is read.
    struct Shape {
        /// The elements items are: `item` for RSS, `entry` for Atom.
        let itemName: String
        let itemNamespaces: Set<String>
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
        let firstError = FirstError()
        return try bytes.withUnsafeBufferPointer { buffer throws(FeedParseError) -> XMLTreeElement in
            let reader = buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReaderForMemory($0, Int32(buffer.count), nil, "UTF-8", XMLTreeBuilder.options)
            }
            guard let reader else { throw FeedParseError("there is not enough memory to parse the feed.") }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(reader, FirstError.record, Unmanaged.passUnretained(firstError).toOpaque())
            var stream = XMLFeedStream(reader: reader, firstError: firstError)
            return try withExtendedLifetime(firstError) { () throws(FeedParseError) -> XMLTreeElement in
                try stream.run(url: url, shape: shape, onItem: onItem)
            }
        }
    }

    private let reader: xmlTextReaderPtr
    private let firstError: FirstError
    /// The open containers, innermost last.
    private var containers: [XMLTreeElement] = []
    private var metadataKept = 0

    private init(reader: xmlTextReaderPtr, firstError: FirstError) {
        self.reader = reader
        self.firstError = firstError
    }

    private mutating func run(url: URL?, shape decide: (XMLTreeElement) throws(FeedParseError) -> Shape,
                              onItem: (XMLTreeElement) -> Void) throws(FeedParseError) -> XMLTreeElement {
        var root: XMLTreeElement?
        var shape: Shape?
        var status = try advance(xmlTextReaderRead(reader))
        while status == 1 {
            guard xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue),
                  let node = xmlTextReaderCurrentNode(reader) else {
                if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_END_ELEMENT.rawValue) { _ = containers.popLast() }
                status = try advance(xmlTextReaderRead(reader))
                continue
            }
            let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
            guard let parent = containers.last, let shape else {
                let element = XMLTreeBuilder.shallowElement(from: node, parentBase: url?.absoluteURL)
                root = element
                shape = try decide(element)
                if !isEmpty { containers.append(element) }
                status = try advance(xmlTextReaderRead(reader))
                continue
            }
            let (name, namespace) = XMLTreeBuilder.qualifiedName(of: node)
            if containers.count == 1, shape.containerNames.contains(name) {
                let container = XMLTreeBuilder.shallowElement(from: node, parentBase: parent.base)
                parent.children.append(.element(container))
                if !isEmpty { containers.append(container) }
                status = try advance(xmlTextReaderRead(reader))
                continue
            }
            let isItem = name == shape.itemName && shape.itemNamespaces.contains(namespace)
            if isItem || (shape.metadataNames.contains(name) && metadataKept < Self.largestMetadata) {
                guard let expanded = xmlTextReaderExpand(reader) else { throw failure() }
                let element = XMLTreeBuilder.element(from: expanded, parentBase: parent.base)
                if isItem {
                    onItem(element)
                } else {
                    parent.children.append(.element(element))
                    metadataKept += 1
                }
            }
            status = try advance(xmlTextReaderNext(reader))  // past the element's subtree
        }
        guard let root else { throw FeedParseError("the document has no root element.", line: 1) }
        return root
    }

    /// The reader's status, or the first error it met (libxml2 reads on after some errors).
    private func advance(_ status: Int32) throws(FeedParseError) -> Int32 {
        if firstError.error != nil || status < 0 { throw failure() }
        return status
    }

    /// The first error libxml2 reported, else an internal error at the line it stopped at.
    private func failure() -> FeedParseError {
        firstError.error ?? FeedParseError.xml(code: 1, line: max(1, Int(xmlTextReaderGetParserLineNumber(reader))))
    }
}

/// The first error that ends a parse, as libxml2 reports it. Namespace errors (an undeclared
/// prefix) are not among them: the tree reads those by convention.
private final class FirstError {
    var error: FeedParseError?

    static let record: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
              !(200..<300).contains(Int(error.pointee.code)) else { return }
        let box = Unmanaged<FirstError>.fromOpaque(context).takeUnretainedValue()
        if box.error == nil {
            box.error = FeedParseError.xml(code: Int(error.pointee.code), line: max(1, Int(error.pointee.line)),
                                           message: error.pointee.message.map { String(cString: $0) })
        }
    }
}
