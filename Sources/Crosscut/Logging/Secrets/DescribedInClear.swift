/// A value whose description holds no secret: Crosscut logs it as it describes itself, without
/// looking through its properties for secrets.
///
/// Crosscut redacts what a value's description could show of a property, a dictionary key or a
/// case named as a secret (`password`, `"Authorization"`). Conform a type whose description is
/// safe even so — it leaves the secret out — to log that description:
///
/// ```swift
/// struct LoginRequest: CustomStringConvertible, DescribedInClear {
///     var user: String
///     var password: String
///     var description: String { "LoginRequest(user: \(user))" }
/// }
/// ```
public protocol DescribedInClear {}
