import TabBarCore

/// What a reader of the event loop wants next (see `EventLoop.read`).
public enum ReaderNext: Equatable, Sendable {
    /// Call again once the descriptor is readable.
    case whenReadable
    /// Call again at this time on the loop's clock, readable or not (a wait is being checked).
    case at(Double)
    /// Call again right after the first frame drawn from this time on, readable or not: lines
    /// are waiting, and work done just after a frame has the most time before the next one.
    /// With no frame coming, call two frame intervals after it.
    case afterFrame(Double)
    /// The input ended: stop watching.
    case ended
}

/// The descriptors the client reads between frames (`--control`'s standard input). A reader
/// handles a bounded batch per call and says when to call it again, so input that never
/// stops (`yes`, `/dev/zero`) takes turns with frames instead of starving them.
struct LoopReaders {
    struct Entry {
        let fd: Int32
        let ready: (Double) -> ReaderNext
        var next: ReaderNext = .whenReadable
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ fd: Int32, ready: @escaping (Double) -> ReaderNext) {
        entries.append(Entry(fd: fd, ready: ready))
    }

    /// The descriptors to poll: readers waiting for input.
    var polled: [Int32] {
        entries.compactMap { $0.next == .whenReadable ? $0.fd : nil }
    }

    /// How long a reader waiting for a frame waits for one before it is called anyway.
    static let frameWait = 2 / AnimationClock.frameRate

    /// The earliest time a reader asked to be called at.
    var nextTime: Double? {
        entries.compactMap { $0.next.deadline }.min()
    }

    /// Calls the readers whose time has come; returns whether there were any.
    @discardableResult
    mutating func runDue(at now: Double) -> Bool {
        var called = false
        for index in entries.indices {
            if let time = entries[index].next.deadline, time <= now {
                call(index, at: now)
                called = true
            }
        }
        entries.removeAll { $0.next == .ended }
        return called
    }

    /// A frame was just drawn at `now`: calls the readers waiting for one.
    mutating func runAfterFrame(at now: Double) {
        for index in entries.indices {
            if case .afterFrame(let time) = entries[index].next, time <= now { call(index, at: now) }
        }
        entries.removeAll { $0.next == .ended }
    }

    /// Calls the readers polled whose descriptors `readable` says are readable (in `polled`
    /// order); returns whether there were any.
    @discardableResult
    mutating func runReadable(_ readable: [Bool], at now: Double) -> Bool {
        var position = 0, called = false
        for index in entries.indices where entries[index].next == .whenReadable {
            defer { position += 1 }
            if position < readable.count && readable[position] {
                call(index, at: now)
                called = true
            }
        }
        entries.removeAll { $0.next == .ended }
        return called
    }

    private mutating func call(_ index: Int, at now: Double) {
        entries[index].next = entries[index].ready(now)
    }
}

extension ReaderNext {
    /// When the reader is called without input: its time, or a frame's wait past it.
    var deadline: Double? {
        switch self {
        case .at(let time): time
        case .afterFrame(let time): time + LoopReaders.frameWait
        case .whenReadable, .ended: nil
        }
    }
}
