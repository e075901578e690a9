/// A file-scope `typealias` that may name protocols: `typealias Storable = Sendable & Hashable`.
struct DeclaredTypealias: Hashable, Sendable {
    var name: String
    /// The aliased type as written: a name (`Swift.Sendable`, `Repository<Int>`) or a composition of names.
    var aliased: String

    /// The typealiases at the file scope of `file` (inside `#if` too) that an inheritance clause
    /// can name: not generic, aliasing a name or a composition of names. Nested ones are left out.
    ///
    /// ```swift
    /// DeclaredTypealias.all(in: SourceFile(path: "A.swift", text: "typealias Storable = Sendable & Hashable"))
    /// // [DeclaredTypealias(name: "Storable", aliased: "Sendable & Hashable")]
    /// ```
    static func all(in file: SourceFile) -> [DeclaredTypealias] {
        var cursor = Cursor(Lexer.tokenize(file))
        var found: [DeclaredTypealias] = []
        var depth = 0
        while cursor.current.kind != .endOfFile {
            let token = cursor.current
            cursor.advance()
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .identifier where depth == 0 && cursor.isWord(token, "typealias"):
                if let alias = cursor.readAlias() { found.append(alias) }
            default: break
            }
        }
        return found
    }

    /// A position in a file's tokens; the last token (the end of the file) is never passed.
    private struct Cursor {
        let lexed: LexedSource
        var position = 0

        init(_ lexed: LexedSource) { self.lexed = lexed }

        var current: Token { lexed.tokens[position] }

        func isWord(_ token: Token, _ word: StaticString) -> Bool {
            FixedWord(word).isSpelled(in: lexed.bytes, exactly: token.start..<token.end)
        }

        func isOperator(_ byte: UInt8) -> Bool {
            current.kind == .operator && current.end - current.start == 1 && lexed.bytes[current.start] == byte
        }

        mutating func advance() {
            if current.kind != .endOfFile { position += 1 }
        }

        /// Reads `Name = Type` after `typealias`, if `Type` is names joined by `&`.
        mutating func readAlias() -> DeclaredTypealias? {
            guard current.kind == .identifier else { return nil }
            let name = lexed.text(current).filter { $0 != "`" }
            advance()
            guard isOperator(Byte.equals) else { return nil }
            advance()
            let start = current.start
            var end = start
            while current.kind == .identifier {
                skipName()
                end = lexed.tokens[position - 1].end
                guard isOperator(Byte.ampersand) else { break }
                advance()
            }
            guard end > start else { return nil }
            return DeclaredTypealias(name: name, aliased: String(decoding: lexed.bytes[start..<end], as: UTF8.self))
        }

        /// Skips a possibly qualified name with generic arguments: `Swift.Sendable`, `Repository<Int>`.
        private mutating func skipName() {
            advance()
            while true {
                if current.kind == .period, lexed.tokens[position + 1].kind == .identifier {
                    advance()
                    advance()
                } else if isOperator(Byte.less) {
                    skipGenericArguments()
                } else {
                    return
                }
            }
        }

        /// Skips a balanced `<…>`, stopping at a brace or the end of the file.
        private mutating func skipGenericArguments() {
            var depth = 0
            repeat {
                if isOperator(Byte.less) { depth += 1 }
                if isOperator(Byte.greater) { depth -= 1 }
                advance()
            } while depth > 0 && ![.endOfFile, .leftBrace, .rightBrace].contains(current.kind)
        }
    }
}
