import CLibXML2
import Foundation

/// Reads sanitised UTF-8 XML into an `XMLTreeElement` tree with libxml2's parser, which never
/// loads a DTD or an external entity with these options (and the sanitiser has removed any
/// DOCTYPE before). libxml2 is used directly rather than through FoundationXML's `XMLParser`:
/// that delegate API makes a Foundation string and dictionary for every element, attribute and
/// text run, which was most of the time a refresh spent parsing (BENCHMARKS.md, News).
enum XMLTreeBuilder {
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
        | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_COMPACT.rawValue)

    static func build(_ bytes: [UInt8], url: URL?) throws(FeedParseError) -> XMLTreeElement {
        LibXML2.ready()
        guard let context = xmlNewParserCtxt() else { throw FeedParseError("there is not enough memory to parse the feed.") }
        defer { xmlFreeParserCtxt(context) }
        context.pointee.sax.pointee.serror = stopAtFirstError
        let document = bytes.withUnsafeBufferPointer { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress, buffer.count < Int(Int32.max) else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCtxtReadMemory(context, $0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else {
            let error = context.pointee.lastError
            throw FeedParseError.xml(code: Int(error.code), line: max(1, Int(error.line)), message: error.message.map { String(cString: $0) })
        }
        defer { xmlFreeDoc(document) }
        guard let rootNode = xmlDocGetRootElement(document) else {
            throw FeedParseError("the document has no root element.", line: 1)
        }
        return element(from: rootNode, parentBase: url?.absoluteURL)
    }

    /// libxml2 goes on after a well-formedness error to find more, and the last one it finds is
    /// usually a consequence (the end of the file); the first is the one to report. Namespace
    /// errors (an undeclared prefix) are not fatal: the tree reads those by convention.
    private static let stopAtFirstError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue,
              !(200..<300).contains(Int(error.pointee.code)) else { return }
        xmlStopParser(context.assumingMemoryBound(to: xmlParserCtxt.self))
    }

    private static func element(from node: xmlNodePtr, parentBase: URL?) -> XMLTreeElement {
        let attributes = self.attributes(of: node)
        let base = attributes["xml:base"].flatMap {
            URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: parentBase)?.absoluteURL
        } ?? parentBase
        let (name, namespace) = qualifiedName(of: node)
        let element = XMLTreeElement(name: name, namespace: namespace, attributes: attributes, base: base)
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
    private static func qualifiedName(of node: xmlNodePtr) -> (String, String) {
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

/// libxml2's one-time, process-wide set-up, done before the first parse on any thread.
enum LibXML2 {
    private static let initialised: Void = xmlInitParser()

    static func ready() { _ = initialised }
}
