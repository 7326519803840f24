import TabBarCore

/// Why a Lottie file cannot be played, as one phrase that fits after "FILE: ", such as
/// `missing "fr" (the frame rate)` or `layers[2]: precomp "comp_1" is not among the assets`.
public struct LottieProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The phrase, e.g. `missing "fr" (the frame rate)`.
    public var reason: String

    /// A problem described by `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }

    /// The problem as the failure of the file at `path`.
    public func failure(path: String) -> FileFailure {
        FileFailure(path: path, reason: reason)
    }
}
