import Testing

@testable import CrosscutGenerator

/// A protocol's `@available` and `@_spi` attributes carry over to what names it, so that a
/// deprecated, newer or SPI protocol's decorators neither warn nor fail to compile.
@Suite struct AvailabilityTests {
    @Test func decoratorsAndHelpersRepeatTheProtocolsAvailability() throws {
        let text = """
            // @crosscut(logging, retry)
            @available(*, deprecated, message: "use New")
            @available(macOS 14, iOS 17, *)
            protocol Old {
                func x() throws
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/Old.swift", text: text)])
        #expect(result.diagnostics == [])
        let lines = try #require(result.files.first).contents.split(separator: "\n").map(String.init)
        for opener in ["struct LoggingOld<", "struct RetryingOld<", "extension Old {"] {
            let index = try #require(lines.firstIndex { $0.hasPrefix(opener) })
            #expect(
                Array(lines[(index - 2)..<index]) == [
                    "@available(*, deprecated, message: \"use New\")", "@available(macOS 14, iOS 17, *)",
                ])
        }
    }

    /// A protocol in an SPI group (WasmKit's `@_spi(WASIPlatform) public protocol WASIFile`) has
    /// decorators and helpers in the same group: they name the protocol and its SPI types.
    @Test func decoratorsAndHelpersJoinTheProtocolsSPIGroup() throws {
        let text = """
            // @crosscut(logging)
            @_spi(WASIPlatform) public protocol WASIFile: Sendable {
                func size() throws -> Int
            }
            """
        let result = Generator().generate([SourceFile(path: "/app/WASI.swift", text: text)])
        #expect(result.diagnostics == [])
        let lines = try #require(result.files.first).contents.split(separator: "\n").map(String.init)
        for opener in ["public struct LoggingWASIFile<", "extension WASIFile {"] {
            let index = try #require(lines.firstIndex { $0.hasPrefix(opener) })
            #expect(lines[index - 1] == "@_spi(WASIPlatform)")
        }
    }
}
