extension OrderedPairs where Value == EventValue {
    /// The fields in order, with a key that appears again renamed `key#2`, `key#3`, … (the first
    /// name not yet used), so that a sink writing them as a dictionary or a JSON object loses no
    /// field: an argument named `outcome` keeps its value beside the call's own `outcome`.
    var uniquelyKeyedFields: [Field] {
        var used = Set<String>()
        used.reserveCapacity(count)
        return fields.map { field in
            var key = field.key
            var occurrence = 1
            while used.contains(key) {
                occurrence += 1
                key = "\(field.key)#\(occurrence)"
            }
            used.insert(key)
            return Field(key: key, value: field.value)
        }
    }
}
