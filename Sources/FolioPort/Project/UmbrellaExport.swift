/// The file a ported library gets so that `import TheLibrary` brings Folio, as on iOS a
/// framework's umbrella header brought UIKit: test files and clients that name UIKit's types
/// without importing UIKit compile as they did.
enum UmbrellaExport {
    static let fileName = "FolioUmbrella.swift"

    static let source = """
        // Written by folio-port. On iOS, importing this library brought UIKit with it (its umbrella
        // header imports UIKit); on Linux it brings Folio, which provides UIKit's API.
        @_exported import Folio

        """
}
