import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as storyboards and nibs are read: its name, its attributes and its child
/// elements (text between tags is not used). Built by Foundation's own `XMLParser`.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    private(set) var children: [XMLTree] = []

    init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }

    /// The attribute's value, nil when absent.
    func attribute(_ key: String) -> String? { attributes[key] }

    /// The child elements named `name`.
    func elements(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// Why a document could not be read.
    struct Failure: Error {
        let line: Int
        let column: Int
        let reason: String
    }

    /// The document element of `data`; a malformed document fails with the parser's position.
    /// External entities are not resolved.
    static func parse(_ data: Data) throws(Failure) -> XMLTree? {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if !finished || builder.error != nil {
            throw Failure(line: parser.lineNumber, column: parser.columnNumber,
                          reason: (builder.error ?? parser.parserError).map { "\($0.localizedDescription)" } ?? "unreadable")
        }
        if let unclosed = builder.unclosed {
            throw Failure(line: parser.lineNumber, column: parser.columnNumber, reason: "<\(unclosed)> is not closed")
        }
        return builder.root
    }

    /// Turns the parser's callbacks into the tree.
    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var error: Error?
        private var open: [XMLTree] = []
        /// An element still open when the document ended (a truncated file).
        var unclosed: String? { open.last?.name }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let element = XMLTree(name: elementName, attributes: attributeDict)
            if let parent = open.last { parent.children.append(element) } else if root == nil { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if error == nil { error = parseError }
        }
    }
}
