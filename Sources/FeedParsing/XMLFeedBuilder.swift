import CLibXML2
import Foundation

/// What `XMLFeedStream`'s SAX2 callbacks build: the root and its containers, each item or
/// metadata element whole, and nothing of the elements the readers never look at. Text is
/// gathered as bytes and made a String once per run between two tags. A struct the callbacks
/// reach through a pointer: a class's stored properties cost a dynamic exclusivity check at every
/// access, and libxml2 calls `characters` once per reference in escaped HTML (10 % of a parse).
struct XMLFeedBuilder {
    private let url: URL?
    private let decide: (XMLTreeElement) throws(FeedParseError) -> XMLFeedStream.Shape
    private let onItem: (XMLTreeElement) -> Void
    var parser: xmlParserCtxtPtr?
    /// The first error: libxml2's, the shape's, or the size limit libxml2's tree builder kept.
    private(set) var error: FeedParseError?
    private(set) var root: XMLTreeElement?
    private var shape: XMLFeedStream.Shape?
    /// The open containers (the root, RSS's `channel`), innermost last.
    private var containers: [XMLTreeElement] = []
    private var metadataKept = 0
    /// The item or metadata element being built and its open descendants, innermost last.
    private var building: [XMLTreeElement] = []
    private var buildingItem = false
    /// The text of `building.last` since its last child element.
    private var text: [UInt8] = []
    /// Depth inside an element skipped with everything in it.
    private var skippedDepth = 0
    /// Bytes of text since the last tag: libxml2's tree builder refused a text node over 10 MB.
    private var textRun = 0
    private var names = QualifiedNames()
    /// The root's verdict against being a feed, which waits for the end of the piece libxml2 is
    /// reading: an error in that piece came first when `xmlTextReader` read it.
    private var verdict: FeedParseError?

    init(url: URL?, decide: @escaping (XMLTreeElement) throws(FeedParseError) -> XMLFeedStream.Shape,
         onItem: @escaping (XMLTreeElement) -> Void) {
        self.url = url
        self.decide = decide
        self.onItem = onItem
    }

    static var handler: xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            XMLFeedBuilder.builder(context).pointee.start(localName, prefix: prefix, uri: uri, attributes: attributes, count: Int(attributeCount))
        }
        handler.endElementNs = { context, _, _, _ in
            guard let context else { return }
            XMLFeedBuilder.builder(context).pointee.end()
        }
        handler.characters = { context, bytes, count in
            guard let context, let bytes else { return }
            XMLFeedBuilder.builder(context).pointee.characters(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.ignorableWhitespace = handler.characters
        handler.comment = { context, _ in
            guard let context else { return }
            XMLFeedBuilder.builder(context).pointee.textRun = 0
        }
        handler.processingInstruction = { context, _, _ in
            guard let context else { return }
            XMLFeedBuilder.builder(context).pointee.textRun = 0
        }
        handler.serror = { context, error in
            guard let context, let error else { return }
            XMLFeedBuilder.builder(context).pointee.record(error.pointee)
        }
        return handler
    }

    private static func builder(_ context: UnsafeMutableRawPointer) -> UnsafeMutablePointer<XMLFeedBuilder> {
        context.assumingMemoryBound(to: XMLFeedBuilder.self)
    }

    private mutating func start(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                       attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        textRun = 0
        guard error == nil, verdict == nil else { return }
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        let (name, namespace) = names.name(localName, prefix: prefix, uri: uri)
        if let parent = building.last {
            flushText()
            let element = makeElement(name, namespace, attributes, count, parentBase: parent.base)
            parent.children.append(.element(element))
            building.append(element)
            return
        }
        guard let parent = containers.last, let shape else {
            let element = makeElement(name, namespace, attributes, count, parentBase: url?.absoluteURL)
            root = element
            containers.append(element)
            do throws(FeedParseError) { shape = try decide(element) } catch { verdict = error }
            return
        }
        if containers.count == 1, shape.containerNames.contains(name) {
            let container = makeElement(name, namespace, attributes, count, parentBase: parent.base)
            parent.children.append(.element(container))
            containers.append(container)
            return
        }
        buildingItem = name == shape.itemName && shape.itemNamespaces.contains(namespace)
        if buildingItem || (shape.metadataNames.contains(name) && metadataKept < XMLFeedStream.largestMetadata) {
            building.append(makeElement(name, namespace, attributes, count, parentBase: parent.base))
            if !buildingItem { metadataKept += 1 }
        } else {
            skippedDepth = 1
        }
    }

    private mutating func end() {
        textRun = 0
        guard error == nil, verdict == nil else { return }
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        guard let element = building.popLast() else {
            _ = containers.popLast()
            return
        }
        flushText(into: element)
        guard building.isEmpty else { return }
        if buildingItem {
            onItem(element)
        } else {
            containers.last?.children.append(.element(element))
        }
    }

    private mutating func characters(_ bytes: UnsafeBufferPointer<xmlChar>) {
        textRun += bytes.count
        if textRun > XMLFeedBuilder.largestText {
            stop(with: .xml(code: Int(XML_ERR_NO_MEMORY.rawValue), line: currentLine, message: "xmlSAX2Characters: huge text node"))
        }
        guard error == nil, verdict == nil, skippedDepth == 0, !building.isEmpty else { return }
        // One byte per call is the common case in escaped HTML (each `&lt;`), and the general
        // append's set-up cost more than the byte (2 % of a parse).
        if bytes.count == 1 { text.append(bytes[0]) } else { text.append(contentsOf: bytes) }
    }

    /// libxml2's `XML_MAX_TEXT_LENGTH`, which its tree builder enforced without XML_PARSE_HUGE.
    private static let largestText = 10_000_000

    private mutating func flushText(into element: XMLTreeElement? = nil) {
        guard !text.isEmpty, let element = element ?? building.last else { return }
        element.children.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    private func makeElement(_ name: String, _ namespace: String, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                             _ count: Int, parentBase: URL?) -> XMLTreeElement {
        guard count > 0 else { return XMLTreeElement(name: name, namespace: namespace, attributes: [:], base: parentBase) }
        let attributes = Self.attributes(attributes, count: count)
        return XMLTreeElement(name: name, namespace: namespace, attributes: attributes,
                              base: XMLTreeValues.base(attributes, parentBase: parentBase))
    }

    /// Attributes by their qualified name (`href`, `xml:base`, `rdf:about`). libxml2 hands each
    /// value with references resolved, but for `&`, which it leaves as `&#38;` for its tree builder.
    private static func attributes(_ values: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) -> XMLAttributes {
        guard let values else { return [:] }
        var attributes: [(key: String, value: String)] = []
        attributes.reserveCapacity(count)
        for index in 0..<count {
            let field = values + 5 * index  // localname, prefix, URI, value, end of value
            guard let localName = field[0], let start = field[3], let end = field[4] else { continue }
            let name = field[1].map { String(cString: $0) + ":" + String(cString: localName) } ?? String(cString: localName)
            let value = UnsafeBufferPointer(start: start, count: end - start)
            let text = value.contains(UInt8(ascii: "&")) ? XMLTreeValues.ampersandsDecoded(value) : String(decoding: value, as: UTF8.self)
            // A name written twice (libxml2 lets some through) keeps its last value, as a dictionary did.
            if let same = attributes.firstIndex(where: { $0.key == name }) {
                attributes[same].value = text
            } else {
                attributes.append((name, text))
            }
        }
        return XMLAttributes(attributes)
    }

    /// The piece being read is done: the root's verdict, if against, ends the parse now.
    mutating func pieceEnded() {
        if let verdict { stop(with: verdict) }
    }

    private var currentLine: Int { max(1, parser?.pointee.input.map { Int($0.pointee.line) } ?? 1) }

    private mutating func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, !(200..<300).contains(Int(error.code)) else { return }
        stop(with: .xml(code: Int(error.code), line: max(1, Int(error.line)), message: error.message.map { String(cString: $0) }))
    }

    private mutating func stop(with error: FeedParseError) {
        guard self.error == nil else { return }
        self.error = error
        if let parser { xmlStopParser(parser) }
    }
}
