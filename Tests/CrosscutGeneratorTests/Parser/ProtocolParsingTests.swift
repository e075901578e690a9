import CrosscutGenerator
import Testing

@Suite struct ProtocolParsingTests {
    @Test func headerWithAccessAttributesInheritanceAndPosition() throws {
        let parsed = parse(
            """
            import Foundation

            @MainActor @available(iOS 17, macOS 14, *)
            public protocol Catalog: AnyObject, Sendable, Codable & Hashable {}
            """)
        let declaration = try #require(parsed.model.protocols.first)
        #expect(declaration.name == "Catalog")
        #expect(declaration.access == .public)
        #expect(declaration.attributes == ["@MainActor", "@available(iOS 17, macOS 14, *)"])
        #expect(declaration.inheritedTypes == ["AnyObject", "Sendable", "Codable & Hashable"])
        #expect(position(declaration.location) == "4:8")
        #expect(declaration.location.file == testPath)
        #expect(parsed.model.imports == ["import Foundation"])
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func primaryAssociatedTypesAndWhereClause() throws {
        let parsed = parse("protocol Store<Key, Value>: ~Copyable where Key: Hashable, Value == [Key : Int] {}")
        let declaration = try #require(parsed.model.protocols.first)
        #expect(declaration.primaryAssociatedTypes == ["Key", "Value"])
        #expect(declaration.inheritedTypes == ["~Copyable"])
        #expect(declaration.whereClause == "Key: Hashable, Value == [Key: Int]")
        #expect(declaration.access == nil)
    }

    @Test func protocolsNestedInTypesAndExtensionsKnowTheirEnclosingTypes() {
        let parsed = parse(
            """
            struct Outer {
                var x: Int { 1 }
                enum Middle {
                    case a
                    public protocol Inner {}
                }
                func f() { struct Local { } }
            }
            extension Outer.Middle {
                protocol Extended {}
            }
            final class C: NSObject {
                class func make() {}
                protocol InClass {}
            }
            actor A { protocol InActor {} }
            protocol Top {}
            """)
        #expect(parsed.model.protocols.map(\.name) == ["Inner", "Extended", "InClass", "InActor", "Top"])
        #expect(
            parsed.model.protocols.map(\.enclosingTypes) == [
                ["Outer", "Middle"], ["Outer", "Middle"], ["C"], ["A"], [],
            ])
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func stringsCommentsAndBodiesCannotFakeAProtocol() {
        let parsed = parse(
            #"""
            let a = "protocol Fake1 { func f() }"
            let b = """
                protocol Fake2 {
                """
            let c = #"protocol Fake3 { "# + "\(f("protocol Fake4 {"))"
            /* protocol Fake5 { /* nested */ protocol Fake6 {} */
            // protocol Fake7 {
            func g() { let x = "}" ; let y = "{" }
            let p = Foo.protocol
            protocol Real { var s: String { get } }
            """#)
        #expect(parsed.model.protocols.map(\.name) == ["Real"])
        #expect(parsed.protocolNamed("Real")?.plainMembers.count == 1)
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func conditionsOfIfConfigBranchesAtFileScopeAndInTypes() {
        let parsed = parse(
            """
            #if canImport(UIKit)
            import UIKit
            protocol A {}
            #elseif os(macOS) && !targetEnvironment(macCatalyst)
            protocol B {}
            #else
            protocol C {}
            #endif
            struct S {
                #if DEBUG
                protocol D {}
                #endif
            }
            protocol E {}
            """)
        #expect(parsed.model.protocols.map(\.name) == ["A", "B", "C", "D", "E"])
        #expect(
            parsed.model.protocols.map(\.conditions) == [
                ["canImport(UIKit)"],
                ["!canImport(UIKit)", "os(macOS) && !targetEnvironment(macCatalyst)"],
                ["!canImport(UIKit)", "!(os(macOS) && !targetEnvironment(macCatalyst))"],
                ["DEBUG"],
                [],
            ])
        #expect(parsed.model.imports.isEmpty)
        #expect(
            parsed.model.conditionalImports == [
                ImportDecl(declaration: "import UIKit", conditions: ["canImport(UIKit)"])
            ])
    }

    @Test func importsAsWritten() {
        let parsed = parse(
            "@testable import App\nimport struct Foundation.Date\npublic import Dispatch\nlet importance = 1")
        #expect(
            parsed.model.imports == ["@testable import App", "import struct Foundation.Date", "public import Dispatch"])
    }

    @Test func annotationMayStandAmongDocCommentsAndAttributes() {
        let parsed = parse(
            """
            /// Docs first.
            // @crosscut(logging)
            @MainActor
            protocol A {}

            @MainActor
            /// Docs after the attribute.
            // @crosscut(metrics)
            /// More docs.
            public protocol B {}

            // @crosscut(logging)
            // @crosscut(retry)
            protocol C {}

            protocol D {}
            """)
        #expect(parsed.protocolNamed("A")?.annotation?.items.map(\.name) == ["logging"])
        #expect(parsed.protocolNamed("B")?.annotation?.items.map(\.name) == ["metrics"])
        #expect(parsed.protocolNamed("C")?.annotation?.items.map(\.name) == ["logging", "retry"])
        #expect(parsed.protocolNamed("C")?.annotation?.text == "logging, retry")
        #expect(parsed.protocolNamed("D")?.annotation == nil)
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func annotationMayFollowModifiersAndAttributesOnTheirLine() {
        let parsed = parse("@MainActor // @crosscut(logging)\npublic\n// @crosscut(metrics)\nprotocol P {}")
        #expect(parsed.model.protocols.first?.annotation?.items.map(\.name) == ["logging", "metrics"])
        #expect(parsed.model.protocols.first?.access == .public)
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func annotationPositions() throws {
        let parsed = parse("  // @crosscut(logging,  metrics)\nprotocol P {}")
        let annotation = try #require(parsed.model.protocols.first?.annotation)
        #expect(position(annotation.location) == "1:6")
        #expect(annotation.items.map { position($0.location) } == ["1:16", "1:26"])
        #expect(annotation.text == "logging,  metrics")
    }

    @Test func annotationsThatBelongToNothingAreReported() {
        let parsed = parse(
            """
            // @crosscut(logging)
            struct NotAProtocol {}
            protocol P {
                func f() // @crosscut(retry)
                func g()
                // @crosscut(logging)
            }
            """)
        #expect(parsed.model.protocols.first?.annotation == nil)
        #expect(parsed.model.protocols.first?.plainMembers.allSatisfy { $0.annotations.isEmpty } == true)
        #expect(parsed.diagnostics.map { position($0.location) } == ["1:4", "4:17", "6:8"])
        #expect(parsed.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(parsed.diagnostics.first?.message.contains("not attached") == true)
    }

    @Test func missingClosingBraceIsReported() {
        let parsed = parse("protocol P {\n    func f()\n")
        #expect(parsed.model.protocols.first?.plainMembers.map(\.name) == ["f"])
        #expect(parsed.messages == ["1:12: error: expected '}' to close the body of protocol 'P'"])
    }
}
