extension AnimationClock {
    /// The clock's state as the HUD and the trace show it: paused or running, and how many
    /// times slower than real time.
    public struct State: Hashable, Sendable, CustomStringConvertible {
        /// Whether the clock is paused.
        public var isPaused: Bool
        /// 1 at normal speed.
        public var slowFactor: Double

        /// A state paused or running, `slowFactor` times slower than real time.
        public init(isPaused: Bool, slowFactor: Double) {
            self.isPaused = isPaused
            self.slowFactor = slowFactor
        }

        /// "running", "paused", "slow ×10", "paused · slow ×10".
        public var description: String {
            switch (isPaused, slowFactor > 1) {
            case (false, false): "running"
            case (true, false): "paused"
            case (false, true): "slow ×\(factorText)"
            case (true, true): "paused · slow ×\(factorText)"
            }
        }

        /// The factor without a trailing ".0", and to two decimals at most: "10", "2.5".
        private var factorText: String {
            let rounded = (slowFactor * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
    }
}
