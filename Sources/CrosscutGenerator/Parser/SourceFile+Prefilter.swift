/// Cheap byte searches that let the pipeline skip files before lexing them.
extension SourceFile {
    /// Whether the text contains `@crosscut` anywhere (a file without it has nothing to decorate).
    ///
    /// ```swift
    /// let files = sources.filter { $0.containsAnnotation() }
    /// ```
    public func containsAnnotation() -> Bool {
        Self.contains(text, "@crosscut")
    }

    /// Whether the text contains `protocol` anywhere (a file without it declares no protocol).
    public func mentionsProtocol() -> Bool {
        Self.contains(text, "protocol")
    }

    private static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            needle.withUTF8Buffer { needle in
                search(haystack, for: needle)
            }
        }
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = needle.count
        guard length > 0, haystack.count >= length else { return length == 0 }
        let first = needle[0]
        var index = 0
        let last = haystack.count - length
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < length && haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            index += 1
        }
        return false
    }
}
