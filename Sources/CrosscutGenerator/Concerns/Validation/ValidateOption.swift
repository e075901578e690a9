/// Reads `validate(name: nonEmpty, count(...40), age: 13...120, returns: nonEmpty)` into a member's
/// ``ValidationOptions``: a label names a parameter (by its name in the body, or by its argument label
/// when that names one parameter only) or, as `returns`, the result, and the constraints after it, up
/// to the next label, are its.
struct ValidateOption {
    /// The label of the result's constraints.
    static let resultLabel = "returns"

    let planned: PlannedMember

    /// Adds the constraints `item` writes to `options`, reporting what is malformed or names nothing.
    func read(_ item: Annotation.Item, into options: inout ValidationOptions, reportingTo sink: inout DiagnosticSink) {
        guard let first = item.arguments.first else {
            sink.error(
                "'validate' needs the constraints of a parameter, e.g. 'validate(\(example))'", at: item.location)
            return
        }
        var subject: String?
        if first.label == nil {
            if let key = parameterKey(first.value) {
                sink.error(
                    "'\(first.value)' has no constraint: write '\(key): ' and its constraints, e.g. "
                        + "'validate(\(key): 13...120)'", at: first.location)
            } else {
                sink.error(
                    "'\(first.value)' constrains no parameter: name the parameter first, e.g. "
                        + "'validate(\(planned.parameterKeys.first ?? "name"): \(first.value))'", at: first.location)
            }
            return
        }
        for argument in item.arguments {
            if let label = argument.label {
                subject = self.subject(named: label, at: argument.location, reportingTo: &sink)
            }
            guard let subject,
                let constraint = ConstraintReader.constraint(
                    argument.value, at: argument.valueLocation, reportingTo: &sink)
            else { continue }
            if subject == Self.resultLabel {
                options.resultConstraints.append(constraint)
            } else {
                options.constraints[subject, default: []].append(constraint)
            }
        }
    }

    /// An example for messages, with the member's first parameter.
    private var example: String { "\(planned.parameterKeys.first ?? "age"): 13...120" }

    /// The key of the parameter `label` names, or ``resultLabel``; `nil` after reporting that it
    /// names neither.
    private func subject(named label: String, at location: SourceLocation, reportingTo sink: inout DiagnosticSink)
        -> String?
    {
        if label == Self.resultLabel {
            guard planned.member.nonVoidReturnType != nil else {
                sink.error(
                    "'returns:' checks a result, but '\(planned.identity)' returns nothing; remove it", at: location)
                return nil
            }
            return label
        }
        if let key = parameterKey(label) { return key }
        let keys = planned.parameterKeys
        let hint = EditDistance.didYouMean(label, among: keys + [Self.resultLabel])
        let known = keys.isEmpty ? "it has no parameters" : "its parameters are \(keys.joined(separator: ", "))"
        sink.error(
            "'\(label)' is not a parameter of '\(planned.identity)'.\(hint) Label a constraint with a parameter's "
                + "name or 'returns'; \(known)", at: location)
        return nil
    }

    /// The key of the parameter `name` names: its name in the body, or its argument label when no
    /// other parameter has that name or label.
    private func parameterKey(_ name: String) -> String? {
        let keys = planned.parameterKeys
        if keys.contains(name) { return name }
        let labelled = planned.member.parameters.indices.filter {
            planned.member.parameters[$0].label.map(SwiftIdentifier.bare) == name
        }
        return labelled.count == 1 ? keys[labelled[0]] : nil
    }
}
