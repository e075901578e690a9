import CrosscutGenerator

/// The path every test source is parsed under.
let testPath = "/tmp/Test.swift"

func parse(_ text: String) -> ParsedFile {
    DeclarationParser.parse(SourceFile(path: testPath, text: text))
}

func lex(_ text: String) -> LexedSource {
    Lexer.tokenize(SourceFile(path: testPath, text: text))
}

/// The texts of the tokens, without the end-of-file token.
func tokenTexts(_ text: String) -> [String] {
    let lexed = lex(text)
    return lexed.tokens.dropLast().map(lexed.text)
}

/// `line:column` of a location, for compact expectations.
func position(_ location: SourceLocation) -> String {
    "\(location.line):\(location.column)"
}

extension ProtocolDecl {
    /// The members outside `#if` blocks.
    var plainMembers: [Member] {
        members.compactMap {
            if case .member(let member) = $0 { return member }
            return nil
        }
    }

    /// The member outside `#if` blocks named `name` (the first, when overloaded).
    func member(_ name: String) -> Member? {
        plainMembers.first { $0.name == name }
    }
}

extension ParsedFile {
    /// Diagnostics as `line:column: severity: message`.
    var messages: [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
    }

    func protocolNamed(_ name: String) -> ProtocolDecl? {
        model.protocols.first { $0.name == name }
    }
}
