import Testing

@testable import CrosscutGenerator

/// A decorator's member repeats its requirement's attributes, except those the language does not
/// allow on a member that forwards and adds a concern, or that would not be true of it.
@Suite struct RepeatedAttributeTests {
    /// The attribute lines above the logging decorator's `func wrap` when the requirement has `attribute`.
    private func repeatedAttributes(of attribute: String) -> [String] {
        let file = generatedFile(
            from: """
                // @crosscut(logging, metrics)
                public protocol Emitting {
                    \(attribute)
                    func wrap(_ value: Int) -> String
                }
                """)
        let lines = declaration("public func wrap", in: file).split(separator: "\n").map {
            $0.trimmingPrefix(while: \.isWhitespace)
        }
        return lines.prefix { $0.hasPrefix("@") }.map(String.init)
    }

    /// swift-nio's `_EmittingChannelHandler`, `ChannelInboundHandler` and `ChannelOutboundHandler`
    /// mark requirements `@inlinable`: a decorator's member that repeated it could not reach the
    /// decorator's private decoratee and metric handles ("property 'decoratee' is private and cannot
    /// be referenced from an '@inlinable' function"), nor could one whose body goes into its callers
    /// in any other way; and a decorator allocates, locks and has effects, whatever the requirement
    /// promises of its implementations, and has a symbol and a generic signature of its own.
    @Test(arguments: [
        "@inlinable", "@inline(always)", "@_alwaysEmitIntoClient", "@export(implementation)",
        "@backDeployed(before: macOS 15)", "@_noAllocation", "@_noLocks", "@_noRuntime", "@_noExistentials",
        "@_noObjCBridging", "@_effects(readonly)", "@_semantics(\"optimize.sil.specialize.generic.never\")",
        "@_silgen_name(\"emitting_wrap\")", "@_originallyDefinedIn(module: \"Old\", macOS 14)",
        "@_specialize(where Self == Plain, T == Int)",
    ])
    func anAttributeThatCannotStandOnTheDecoratorsMemberIsNotRepeated(attribute: String) {
        #expect(repeatedAttributes(of: attribute) == [])
    }

    /// What the member must match of the requirement (availability, isolation, result use), and what
    /// holds of it as well: how it is inlined, overloaded, exported and called.
    @Test(arguments: [
        "@available(macOS 14, *)", "@discardableResult", "@preconcurrency", "@MainActor", "@inline(__always)",
        "@inline(never)", "@_disfavoredOverload", "@export(interface)", "@warn_unqualified_access",
        "@_unavailableFromAsync", "@_spi(Testing)",
    ])
    func anAttributeTheDecoratorsMemberMayHaveIsRepeated(attribute: String) {
        #expect(repeatedAttributes(of: attribute) == [attribute])
    }
}
