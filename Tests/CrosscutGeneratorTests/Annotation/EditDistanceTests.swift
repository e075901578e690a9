import Testing

@testable import CrosscutGenerator

/// The edit distance behind "Did you mean": insertions, deletions, substitutions and swaps of
/// neighbours each cost one; case is ignored; characters are compared as users see them.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("logging", "logging", 0), ("Logging", "LOGGING", 0), ("", "", 0), ("", "abc", 3), ("abc", "", 3),
        ("metrix", "metrics", 2), ("metircs", "metrics", 1), ("loging", "logging", 1), ("cahced", "cached", 1),
        ("lgoging", "logging", 1),
        ("kitten", "sitting", 3), ("ab", "ba", 1), ("abc", "ca", 3), ("retry", "caching", 7),
        // Other characters than ASCII, one `Character` each.
        ("café", "cafe", 1), ("Ünïcode", "unicode", 2), ("größe", "GRÖSSE", 2), ("cafe\u{301}", "café", 0),
        ("ÄÖ", "ÖÄ", 1),
    ])
    func distance(_ a: String, _ b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test func theSuggestionIsTheClosestCandidateWithinAThirdOfTheName() {
        let concerns = ["logging", "metrics", "caching", "retry"]
        #expect(EditDistance.suggestion(for: "loging", among: concerns) == "logging")
        #expect(EditDistance.suggestion(for: "retyr", among: concerns) == "retry")
        #expect(EditDistance.suggestion(for: "cachng", among: concerns) == "caching")
        // One edit for up to two characters, two for up to five, three beyond.
        #expect(EditDistance.suggestion(for: "rt", among: concerns) == nil)
        #expect(EditDistance.suggestion(for: "rety", among: concerns) == "retry")
        #expect(EditDistance.suggestion(for: "lggng", among: concerns) == "logging")
        #expect(EditDistance.suggestion(for: "lgng", among: concerns) == nil)
        #expect(EditDistance.suggestion(for: "metricsxyz", among: concerns) == "metrics")
        #expect(EditDistance.suggestion(for: "metricswxyz", among: concerns) == nil)
        #expect(EditDistance.suggestion(for: "x", among: concerns) == nil)
        #expect(EditDistance.suggestion(for: "logging", among: []) == nil)
    }

    @Test func theFirstOfEquallyCloseCandidatesIsSuggested() {
        #expect(EditDistance.suggestion(for: "cache", among: ["cached", "caches"]) == "cached")
        #expect(EditDistance.suggestion(for: "cache", among: ["caches", "cached"]) == "caches")
        #expect(EditDistance.suggestion(for: "cachd", among: ["caches", "cached"]) == "cached")
    }

    @Test func suggestionsWorkOnOtherCharactersThanASCII() {
        #expect(EditDistance.suggestion(for: "grösse", among: ["grüße", "größe"]) == "größe")
        #expect(EditDistance.suggestion(for: "Cafe", among: ["café", "cache"]) == "café")
    }

    @Test func didYouMeanIsASentenceOrNothing() {
        #expect(EditDistance.didYouMean("metrix", among: ["logging", "metrics"]) == " Did you mean 'metrics'?")
        #expect(EditDistance.didYouMean("zzz", among: ["logging", "metrics"]) == "")
    }
}
