extension OrderedPairs where Value == EventValue {
    /// The fields with `"trace_id"` and `"span_id"` appended when a traced call's span with ids is
    /// active (``ActiveCallSpan/current``): how every event logged inside a traced call names its span.
    @usableFromInline
    consuming func taggedWithActiveSpan() -> EventData {
        guard let identity = ActiveCallSpan.current?.identity else { return self }
        append("trace_id", .string(identity.traceID))
        append("span_id", .string(identity.spanID))
        return self
    }
}
