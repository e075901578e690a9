/// The age screen's model: a class-bound protocol gets final-class decorators.
// @crosscut(logging, metrics)
protocol AgeManager: AnyObject {
    var age: Int { get }
    func increase()
    func decrease()
}
