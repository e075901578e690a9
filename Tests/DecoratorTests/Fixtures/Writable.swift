/// The second parent, in its own file.
protocol Writable: Sendable {
    associatedtype Item
    func write(_ item: Item) throws
}
