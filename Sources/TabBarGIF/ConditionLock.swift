import Glibc

/// A mutex with a condition variable, from pthreads: what `GIFRecorder` needs of
/// Foundation's `NSCondition`, without linking Foundation (issue 8). The pthread objects
/// live on the heap because they must never move.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    /// pthread_mutex_timedlock until the absolute CLOCK_REALTIME `deadline`.
    fileprivate func timedLock(_ deadline: inout timespec) -> Bool {
        pthread_mutex_timedlock(mutex, &deadline) == 0
    }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits for `signal` or `broadcast`; call it with the lock held, in a loop on the condition.
    func wait() { pthread_cond_wait(condition, mutex) }

    func signal() { pthread_cond_signal(condition) }

    func broadcast() { pthread_cond_broadcast(condition) }

    /// Starts `body` on a detached thread named `name` (at most 15 bytes, as Linux allows);
    /// false when no thread could be made.
    static func detach(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Box(name, body)
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                let context = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                ConditionLock.nameThisThread(context.name)
                context.body()
                return nil
            }, Unmanaged.passRetained(context).toOpaque())
        guard started == 0 else {
            Unmanaged.passUnretained(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Box {
        let name: String
        let body: @Sendable () -> Void

        init(_ name: String, _ body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Names the calling thread for `top -H` and debuggers (pthread_setname_np is a GNU
    /// extension Swift does not see; the kernel's file does the same).
    private static func nameThisThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}

extension ConditionLock {
    /// Takes the lock if it comes free within `seconds`; false otherwise. For a forced exit,
    /// which must not wait long on a thread that may be stuck.
    func lock(within seconds: Double) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        let nanoseconds = Int(deadline.tv_nsec) + Int(seconds * 1e9)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        return timedLock(&deadline)
    }
}
