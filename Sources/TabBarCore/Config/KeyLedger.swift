import Synchronization

/// The keys an `ObjectReader` has been asked about, in the order they were first asked.
///
/// It is a class so that every copy of a reader shares one ledger: `ObjectReader` is a
/// struct with non-mutating methods, so a decoder can hold it in a `let`, pass it to helper
/// functions, and still have `finish()` see every key any copy looked up. The set lives in
/// a `Mutex` so that sharing the reference is honest about `Sendable`; readers are used on
/// one thread in practice, so the lock is never contended.
final class KeyLedger: Sendable {
    private struct State {
        var ordered: [String] = []
        var known: Set<String> = []
    }

    private let state = Mutex(State())

    /// Records `key` as one the decoder understands.
    func record(_ key: String) {
        state.withLock { state in
            if state.known.insert(key).inserted { state.ordered.append(key) }
        }
    }

    /// The recorded keys, first-asked first, for "valid keys: …" lists.
    var orderedKeys: [String] { state.withLock { $0.ordered } }

    /// True when `key` has been recorded.
    func contains(_ key: String) -> Bool { state.withLock { $0.known.contains(key) } }
}
