import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads sanitised UTF-8 XML into an `XMLTreeElement` tree with XMLParser (libxml2's streaming
/// parser underneath), never resolving external entities.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLTreeElement] = []
    private var root: XMLTreeElement?
    private var pendingText = ""
    private var fatalError: FeedParseError?
    private let documentURL: URL?

    private init(documentURL: URL?) {
        self.documentURL = documentURL
    }

    static func build(_ bytes: [UInt8], url: URL?) throws(FeedParseError) -> XMLTreeElement {
        let builder = XMLTreeBuilder(documentURL: url)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let error = builder.fatalError { throw error }
        if !finished, let error = parser.parserError as NSError? {
            throw FeedParseError.xml(code: error.code, line: parser.lineNumber)
        }
        guard let root = builder.root else { throw FeedParseError("the document has no root element.", line: parser.lineNumber) }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        flushText()
        let parentBase = stack.last?.base ?? documentURL
        let base = attributes["xml:base"].flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: parentBase) } ?? parentBase
        let name = elementName.split(separator: ":").last.map(String.init) ?? elementName
        var namespace = namespaceURI ?? ""
        if namespace.isEmpty, let qualified = qualifiedName, let colon = qualified.firstIndex(of: ":") {
            namespace = Namespace.byConventionalPrefix[String(qualified[..<colon]).lowercased()] ?? ""
        }
        let element = XMLTreeElement(name: name, namespace: namespace, attributes: attributes, base: base?.absoluteURL)
        if let parent = stack.last {
            parent.children.append(.element(element))
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        flushText()
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        pendingText += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        pendingText += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        // 200…299 are namespace errors (an undeclared prefix): libxml2 goes on, and so do we.
        guard !(200..<300).contains(code), fatalError == nil else { return }
        fatalError = FeedParseError.xml(code: code, line: parser.lineNumber)
        parser.abortParsing()
    }

    private func flushText() {
        guard !pendingText.isEmpty else { return }
        stack.last?.children.append(.text(pendingText))
        pendingText = ""
    }
}
