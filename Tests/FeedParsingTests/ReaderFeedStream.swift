@testable import FeedParsing
import CLibXML2
import Foundation

// main's reader until 2026-11-28 (libxml2's xmlTextReader, each item expanded into libxml2's
// nodes, then copied into `XMLTreeElement`s), kept as the reference `XMLFeedStream`'s SAX2
// reading is held equal to (`StreamEquivalenceTests`). Not used by Adder itself.

/// `FeedParser.read` with the reference stream.
enum ReaderFeedParser {
    static func read(_ data: Data, url: URL?, contentType: String? = nil, maxItems: Int = .max) throws(FeedParseError) -> ParsedFeed {
        let bytes = FeedEncoding.utf8Bytes(data, contentType: contentType)
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw FeedParseError("the file is empty.")
        }
        guard first == UInt8(ascii: "<") else { return try FeedParser.read(data, url: url, contentType: contentType, maxItems: maxItems) }
        var newest = NewestItems(limit: maxItems)
        var isAtom = false
        let root = try ReaderFeedStream.read(XMLSanitizer.sanitized(bytes), url: url, shape: { root throws(FeedParseError) in
            isAtom = try FeedParser.isAtom(root)
            return isAtom ? AtomReader.shape : RSSReader.shape
        }, onItem: { element in
            newest.add(isAtom ? AtomReader.entry(from: element) : RSSReader.item(element))
        })
        let document = isAtom ? AtomReader.document(root, entries: newest.items) : RSSReader.document(root, items: newest.items)
        return ParsedFeed(document: document, itemsInFile: newest.seen)
    }
}


/// Reads a feed's sanitised UTF-8 XML as a stream (libxml2's `xmlTextReader`), so that memory
/// holds one item at a time, never the whole document: the root and the channel ("containers")
/// are kept as a small tree of the elements the readers look at, and each item or entry is built
/// into its own subtree, handed to `onItem` and freed before the next one is read.
struct ReaderFeedStream {
    typealias Shape = XMLFeedStream.Shape

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
                xmlReaderForMemory($0, Int32(buffer.count), nil, "UTF-8", ReaderTreeBuilder.options)
            }
            guard let reader else { throw FeedParseError("there is not enough memory to parse the feed.") }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(reader, FirstError.record, Unmanaged.passUnretained(firstError).toOpaque())
            var stream = ReaderFeedStream(reader: reader, firstError: firstError)
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
                let element = ReaderTreeBuilder.shallowElement(from: node, parentBase: url?.absoluteURL)
                root = element
                shape = try decide(element)
                if !isEmpty { containers.append(element) }
                status = try advance(xmlTextReaderRead(reader))
                continue
            }
            let (name, namespace) = ReaderTreeBuilder.qualifiedName(of: node)
            if containers.count == 1, shape.containerNames.contains(name) {
                let container = ReaderTreeBuilder.shallowElement(from: node, parentBase: parent.base)
                parent.children.append(.element(container))
                if !isEmpty { containers.append(container) }
                status = try advance(xmlTextReaderRead(reader))
                continue
            }
            let isItem = name == shape.itemName && shape.itemNamespaces.contains(namespace)
            if isItem || (shape.metadataNames.contains(name) && metadataKept < Self.largestMetadata) {
                guard let expanded = xmlTextReaderExpand(reader) else { throw failure() }
                let element = ReaderTreeBuilder.element(from: expanded, parentBase: parent.base)
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


/// Builds `XMLTreeElement`s from libxml2's nodes (`XMLFeedStream` reads the document and hands
/// over one item's subtree at a time). libxml2 never loads a DTD or an external entity with these
/// options (and the sanitiser has removed any DOCTYPE before). libxml2 is used directly rather
/// than through FoundationXML's `XMLParser`: that delegate API makes a Foundation string and
/// dictionary for every element, attribute and text run, which was most of the time a refresh
/// spent parsing (BENCHMARKS.md, News).
enum ReaderTreeBuilder {
    static let options = XMLTreeValues.options

    /// The element alone, its children not read: its name, attributes and base.
    static func shallowElement(from node: xmlNodePtr, parentBase: URL?) -> XMLTreeElement {
        let attributes = self.attributes(of: node)
        let base = attributes["xml:base"].flatMap {
            URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: parentBase)?.absoluteURL
        } ?? parentBase
        let (name, namespace) = qualifiedName(of: node)
        return XMLTreeElement(name: name, namespace: namespace, attributes: XMLAttributes(attributes.map { ($0.key, $0.value) }), base: base)
    }

    /// The element with everything inside it.
    static func element(from node: xmlNodePtr, parentBase: URL?) -> XMLTreeElement {
        let element = shallowElement(from: node, parentBase: parentBase)
        let base = element.base
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                element.children.append(.element(self.element(from: current, parentBase: base)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                appendText(current.pointee.content, to: element)
            default:
                break  // comments and processing instructions are not part of a feed
            }
            child = current.pointee.next
        }
        return element
    }

    private static func appendText(_ content: UnsafeMutablePointer<xmlChar>?, to element: XMLTreeElement) {
        guard let content, content.pointee != 0 else { return }
        let text = String(cString: content)
        if case .text(let previous)? = element.children.last {
            element.children[element.children.count - 1] = .text(previous + text)
        } else {
            element.children.append(.text(text))
        }
    }

    /// The local name and namespace URI; an undeclared prefix (`dc:creator` with no `xmlns:dc`)
    /// gets the namespace that prefix conventionally stands for.
    static func qualifiedName(of node: xmlNodePtr) -> (String, String) {
        let fullName = String(cString: node.pointee.name)
        if let namespace = node.pointee.ns, let href = namespace.pointee.href {
            return (fullName, String(cString: href))
        }
        guard let colon = fullName.firstIndex(of: ":") else { return (fullName, "") }
        let prefix = fullName[..<colon].lowercased()
        return (String(fullName[fullName.index(after: colon)...]), Namespace.byConventionalPrefix[prefix] ?? "")
    }

    /// Attributes by their qualified name (`href`, `xml:base`, `rdf:about`), values with
    /// references resolved.
    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            var name = String(cString: current.pointee.name)
            if let prefix = current.pointee.ns?.pointee.prefix {
                name = String(cString: prefix) + ":" + name
            }
            var value = ""
            var part = current.pointee.children
            while let text = part {
                if let content = text.pointee.content { value += String(cString: content) }
                part = text.pointee.next
            }
            attributes[name] = value
            attribute = current.pointee.next
        }
        return attributes
    }
}

