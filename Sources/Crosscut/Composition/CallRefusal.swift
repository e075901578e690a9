/// An error that refuses a call for a reason a retry cannot change and that says nothing of a
/// dependency's health — ``AccessDenied``, ``InvalidArguments``, ``InvalidResult``: the retrying
/// decorators never retry it, and a circuit breaker it passes through counts it as an answer, not a
/// failure.
public protocol CallRefusal: Error, Sendable {}
