/// Where a ported package finds Folio: a folder (`--folio ../Folio`) or a Git URL.
public enum FolioDependency: Sendable, Equatable {
    /// A local checkout, as the manifest spells its path (relative to the package, or absolute).
    case path(String)
    /// A Git repository, built from its `main` branch.
    case url(String)

    /// `--folio`'s value: a URL when it has a scheme or is an scp-style Git address, else a path.
    public init(_ text: String) {
        self = text.contains("://") || text.hasPrefix("git@") ? .url(text) : .path(text)
    }

    /// The manifest's package line.
    var packageDeclaration: String {
        switch self {
        case .path(let path): ".package(name: \"Folio\", path: \"\(path)\")"
        case .url(let url): ".package(url: \"\(url)\", branch: \"main\")"
        }
    }

    /// The package's identity, as `.product(name:package:)` names it.
    var packageName: String {
        switch self {
        case .path: "Folio"
        case .url(let url):
            String(url.split(separator: "/").last.map { $0.hasSuffix(".git") ? $0.dropLast(4) : $0 } ?? "Folio")
        }
    }

    /// `.product(name: "Folio", package: …)` and its kin.
    func product(_ name: String) -> String { ".product(name: \"\(name)\", package: \"\(packageName)\")" }

    /// The products a target of `kind` uses: Folio, and the window host for an app.
    func products(for kind: PortTarget.Kind) -> [String] {
        kind == .app ? [product("Folio"), product("FolioSDL")] : [product("Folio")]
    }
}
