import Foundation

/// Inline XHTML (Atom `type="xhtml"`, Atom 0.3 `mode="xml"`) written back as markup for the HTML
/// renderer: the wrapping `<div>`'s children, prefixes dropped, `href`/`src` made absolute
/// against each element's `xml:base`.
enum XHTMLSerializer {
    private static let voidElements: Set<String> = ["br", "img", "hr", "input", "meta", "link", "area", "col", "wbr", "source"]

    static func innerMarkup(of element: XMLTreeElement) -> String {
        let elements = Array(element.elements)
        let onlyDiv = elements.count == 1 && elements[0].name == "div" && !element.children.contains {
            if case .text(let text) = $0 { !text.allSatisfy(\.isWhitespace) } else { false }
        }
        var output = ""
        for child in (onlyDiv ? elements[0] : element).children { write(child, depth: 0, to: &output) }
        return output
    }

    private static func write(_ node: XMLTreeNode, depth: Int, to output: inout String) {
        switch node {
        case .text(let text):
            output += escape(text, quotes: false)
        case .element(let element):
            guard depth < 200 else { return }
            output += "<" + element.name
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("xmlns") && !key.hasPrefix("xml:") {
                let name = key.split(separator: ":").last.map(String.init) ?? key
                let resolved = name == "href" || name == "src" ? element.resolve(value) ?? value : value
                output += " \(name)=\"\(escape(resolved, quotes: true))\""
            }
            output += ">"
            guard !voidElements.contains(element.name) else { return }
            for child in element.children { write(child, depth: depth + 1, to: &output) }
            output += "</\(element.name)>"
        }
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
