/// What the generator knows of the toolchain's modules whose sources it never reads, for the imports
/// of the files it writes.
enum ToolchainModules {
    /// The modules that re-export others (`@_exported import`), with those they re-export: where one
    /// is imported, an import of those it re-exports brings nothing more.
    static let reexports = ["Foundation": ["FoundationEssentials", "FoundationInternationalization"]]

    /// The modules that declare ``foundationTypes``.
    static let foundation: Set<String> = ["Foundation", "FoundationEssentials"]

    /// The types of FoundationEssentials (re-exported by Foundation) that service signatures name
    /// most: a file that imports either has them from there, not from another module whose types
    /// the generator cannot read (NIOPosix re-exports Glibc), which then needs no `public import`
    /// for them.
    static let foundationTypes: Set<String> = [
        "AttributedString", "Calendar", "Data", "Date", "DateComponents", "DateInterval", "Decimal", "FileManager",
        "IndexPath", "JSONDecoder", "JSONEncoder", "Locale", "ProcessInfo", "PropertyListDecoder",
        "PropertyListEncoder", "TimeZone", "URL", "URLComponents", "URLQueryItem", "UUID",
    ]
}
