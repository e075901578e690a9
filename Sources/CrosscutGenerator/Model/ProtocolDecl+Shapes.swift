extension ProtocolDecl {
    /// The types its requirements' parameters and results are written with, `#if` blocks included.
    var requirementShapes: [TypeShape] {
        var shapes: [TypeShape] = []
        members.forEachMember { (member: Member) in
            shapes += member.parameters.map(\.shape) + [member.resultShape].compactMap { $0 }
        }
        return shapes
    }
}
