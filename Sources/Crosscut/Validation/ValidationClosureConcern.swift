/// Validation never applies to a closure: its arguments have no names to hang constraints on.
enum ValidationClosureConcern: ClosureConcern {
    static var concern: Concern { .validation }

    static func layer(for site: ClosureSite) -> Result<any ClosureLayer, ClosureRefusal> {
        .failure(
            ClosureRefusal(
                outcome: "not validated",
                reason: "a closure's arguments have no names to constrain; validate the service it calls"))
    }
}
