@testable import FolioPort

/// Ports `source` as one file of a project whose other files are `others`.
func port(_ source: String, with others: [String] = [], file: String = "File.swift") -> SourcePorter.Result {
    SourcePorter(context: PortContext(sources: [source] + others)).port(source, file: file)
}

/// Ports `source` and returns the text only.
func ported(_ source: String, with others: [String] = []) -> String { port(source, with: others).source }
