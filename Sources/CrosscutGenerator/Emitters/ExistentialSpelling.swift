/// Writes a requirement's type as a decorator's signature repeats it, with `any` before each
/// protocol (or composition of protocols) used as a type: `Error?` becomes `(any Error)?`,
/// `[String: Handler]` becomes `[String: any Handler]`, `Handler & Sendable` becomes
/// `any Handler & Sendable`.
///
/// Swift 5 lets a protocol name an existential without `any`; under the upcoming feature
/// `ExistentialAny` the compiler warns about each such use, and the decorators would repeat the
/// warning in a file the user cannot edit. With `any` the type is the same in every mode, so the
/// decorators always write it. A name counts as a protocol when it is in `protocols` (the target's
/// and the standard library's); a protocol's metatype `P.Type` becomes `any P.Type`, the
/// existential metatype the bare form means; `some` and `any` types, `P.Protocol`, and the member's own
/// generic parameters and the protocol's associated types (`localNames`) stay as written.
struct ExistentialSpelling {
    /// The target's protocols a type may name (the standard library's are known).
    let protocols: Set<String>
    /// Names that are not protocols here whatever `protocols` says: generic parameters, associated types.
    private(set) var localNames: Set<String>

    init(protocols: Set<String>, localNames: Set<String>) {
        self.protocols = protocols
        self.localNames = localNames
    }

    /// The same spelling with more names that are not protocols: a member's generic parameters.
    func adding(localNames names: [String]) -> ExistentialSpelling {
        var spelling = self
        spelling.localNames.formUnion(names)
        return spelling
    }

    /// `type` with `any` where a protocol is used as a type.
    func spelled(_ type: String) -> String {
        let units = units(of: Substring(type))
        var result = ""
        var index = 0
        while index < units.count {
            guard case .name = units[index], !isConstraint(units, at: index) else {
                result += units[index].text
                index += 1
                continue
            }
            // A composition runs from this name through every `& Name` that follows.
            var end = index + 1
            while let ampersand = significant(units, after: end - 1), units[ampersand].text == "&",
                let next = significant(units, after: ampersand), case .name = units[next]
            {
                end = next + 1
            }
            let text = units[index..<end].map(\.text).joined()
            guard units[index..<end].contains(where: isProtocol) else {
                result += text
                index = end
                continue
            }
            let optional = significant(units, after: end - 1).map { ["?", "!"].contains(units[$0].text) } ?? false
            result += optional ? "(any \(text))" : "any \(text)"
            index = end
        }
        return result
    }

    /// Whether the name at `index` is no type of its own but part of something already spelled: a
    /// constraint after `some`, `any` or `&`, the second part of a path (`.`), an attribute (`@`), a
    /// suppression (`~`), or the first protocol of a composition in parentheses after `some` or `any`
    /// (`some (Handler & Sendable)`, where `any` inside would not compile).
    private func isConstraint(_ units: [Unit], at index: Int) -> Bool {
        guard let before = significant(units, before: index) else { return false }
        guard units[before].text == "(" else {
            return ["any", "some", "&", ".", "@", "~"].contains(units[before].text)
        }
        return significant(units, before: before).map { ["any", "some"].contains(units[$0].text) } ?? false
    }

    /// Whether the unit names a protocol, or a protocol's metatype: a bare `Handler.Type` means the
    /// existential metatype, which `ExistentialAny` wants written `any Handler.Type`.
    private func isProtocol(_ unit: Unit) -> Bool {
        guard case .name(var path, _) = unit else { return false }
        if path.count > 1, path.last == "Type" { path.removeLast() }
        guard let last = path.last else { return false }
        // `Self.Span` and `Decoratee.Span` are associated types, whatever else is named `Span`.
        return last != "Type" && last != "Protocol" && !localNames.contains(path[0])
            && path[0] != "Self" && path[0] != "Decoratee"
            && (protocols.contains(last) || StandardLibraryNames.protocols.contains(last) || last == "AnyObject")
    }

    private func significant(_ units: [Unit], before index: Int) -> Int? {
        units[..<index].lastIndex { $0.text != " " }
    }

    private func significant(_ units: [Unit], after index: Int) -> Int? {
        units[(index + 1)...].firstIndex { $0.text != " " }
    }

    /// A piece of type text: a dotted name with its generic arguments spelled in turn
    /// (`Swift.Result<Int, any Error>`), or any other character (`[`, `?`, `&`, a space).
    private enum Unit {
        case name([String], arguments: String)
        case other(String)

        var text: String {
            switch self {
            case .name(let path, let arguments): path.joined(separator: ".") + arguments
            case .other(let text): text
            }
        }
    }

    private func units(of type: Substring) -> [Unit] {
        var units: [Unit] = []
        var characters = type
        while let first = characters.first {
            guard Self.isNameCharacter(first), !first.isNumber else {
                units.append(.other(first.isWhitespace ? " " : String(first)))
                characters = characters.dropFirst()
                continue
            }
            var path: [String] = []
            while true {
                let name = characters.prefix(while: Self.isNameCharacter)
                path.append(String(name))
                characters = characters.dropFirst(name.count)
                guard characters.first == ".", let next = characters.dropFirst().first, Self.isNameCharacter(next)
                else { break }
                characters = characters.dropFirst()
            }
            var arguments = ""
            if characters.first == "<", let close = Self.closingAngle(in: characters) {
                let inner = characters[characters.index(after: characters.startIndex)..<close]
                arguments = "<" + inner + ">"
                characters = characters[characters.index(after: close)...]
            }
            units.append(.name(path, arguments: arguments))
        }
        return units.map(spelledArguments)
    }

    /// The unit with its generic arguments spelled, so that `Result<Int, Error>` becomes `Result<Int, any Error>`.
    private func spelledArguments(_ unit: Unit) -> Unit {
        guard case .name(let path, let arguments) = unit, !arguments.isEmpty else { return unit }
        return .name(path, arguments: "<" + spelled(String(arguments.dropFirst().dropLast())) + ">")
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isIdentifierCharacter || character == "`"
    }

    /// The `>` closing the `<` that `text` starts with (an arrow's `>` inside does not count).
    private static func closingAngle(in text: Substring) -> Substring.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            switch text[index] {
            case "<": depth += 1
            case ">" where previous != "-":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            previous = text[index]
        }
        return nil
    }
}
