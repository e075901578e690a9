@testable import CrosscutGenerator

/// Short builders for hand-made models, positioned in a fake file `/src/Fixture.swift`.
enum Build {
    static let file = "/src/Fixture.swift"

    static func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// `// @crosscut(text)` with items, on `line`.
    static func annotation(_ items: [Annotation.Item], line: Int = 1) -> Annotation {
        Annotation(text: items.map(\.name).joined(separator: ", "), items: items, location: at(line, 4))
    }

    static func item(
        _ name: String, _ arguments: [(String?, String)] = [], line: Int = 1, column: Int = 14
    ) -> Annotation.Item {
        let arguments = arguments.enumerated().map { index, argument in
            Annotation.Argument(
                label: argument.0, value: argument.1, location: at(line, column + name.count + 1 + index * 8))
        }
        return Annotation.Item(name: name, arguments: arguments, location: at(line, column))
    }

    static func parameter(_ label: String?, _ name: String, _ type: String, line: Int = 1, column: Int = 20)
        -> Parameter
    {
        Parameter(label: label, name: name, type: type, location: at(line, column))
    }

    static func function(
        _ name: String, _ parameters: [Parameter] = [], returns: String? = nil, async isAsync: Bool = false,
        throws throwsKind: Member.ThrowsKind = .none, attributes: [String] = [], modifiers: [String] = [],
        generics: String? = nil, where whereClause: String? = nil, annotations: [Annotation] = [], line: Int = 1
    ) -> MemberItem {
        .member(
            Member(
                kind: .function, name: name, attributes: attributes, modifiers: modifiers, genericParameters: generics,
                parameters: parameters, isAsync: isAsync, throwsKind: throwsKind, returnType: returns,
                whereClause: whereClause, annotations: annotations, location: at(line, 5)))
    }

    static func property(
        _ name: String, _ type: String, set hasSetter: Bool = false, async isAsync: Bool = false,
        throws throwsKind: Member.ThrowsKind = .none, modifiers: [String] = [], attributes: [String] = [],
        annotations: [Annotation] = [], line: Int = 1
    ) -> MemberItem {
        .member(
            Member(
                kind: .property, name: name, attributes: attributes, modifiers: modifiers, returnType: type,
                accessors: .init(hasSetter: hasSetter, getterIsAsync: isAsync, getterThrows: throwsKind),
                annotations: annotations, location: at(line, 5)))
    }

    static func `subscript`(
        _ parameters: [Parameter], returns: String, set hasSetter: Bool = false, generics: String? = nil,
        annotations: [Annotation] = [], line: Int = 1
    ) -> MemberItem {
        .member(
            Member(
                kind: .subscript, name: "subscript", genericParameters: generics, parameters: parameters,
                returnType: returns, accessors: .init(hasSetter: hasSetter), annotations: annotations,
                location: at(line, 5)))
    }

    static func associatedType(_ name: String, inherits: [String] = [], line: Int = 1) -> MemberItem {
        .member(Member(kind: .associatedType, name: name, inheritedTypes: inherits, location: at(line, 5)))
    }

    static func initializer(_ parameters: [Parameter] = [], line: Int = 1) -> MemberItem {
        .member(Member(kind: .initializer, name: "init", parameters: parameters, location: at(line, 5)))
    }

    static func conditional(_ clauses: [(String?, [MemberItem])], line: Int = 1) -> MemberItem {
        .conditional(
            ConditionalBlock(
                clauses: clauses.map { ConditionalBlock.Clause(condition: $0.0, items: $0.1) }, location: at(line, 1)))
    }

    static func proto(
        _ name: String, _ concerns: [String]?, access: AccessLevel? = nil, inherits: [String] = [],
        attributes: [String] = [], primary: [String] = [], enclosing: [String] = [], conditions: [String] = [],
        members: [MemberItem], line: Int = 2
    ) -> ProtocolDecl {
        ProtocolDecl(
            name: name, enclosingTypes: enclosing, access: access, attributes: attributes, inheritedTypes: inherits,
            primaryAssociatedTypes: primary, conditions: conditions, members: members,
            annotation: concerns.map { names in
                annotation(names.enumerated().map { item($1, line: line - 1, column: 14 + $0 * 9) }, line: line - 1)
            },
            location: at(line, 8))
    }

    /// Runs the pipeline after the parser on hand-made models, one per file.
    static func generate(_ models: [SourceModel]) -> GenerationResult {
        let sources = models.map { SourceFile(path: $0.file, text: "// @crosscut") }
        return Generator().generate(sources) { source in
            (models.first { $0.file == source.path }!, [])
        }
    }

    static func generate(_ protocols: [ProtocolDecl], imports: [String] = []) -> GenerationResult {
        generate([SourceModel(file: file, imports: imports, protocols: protocols)])
    }
}
