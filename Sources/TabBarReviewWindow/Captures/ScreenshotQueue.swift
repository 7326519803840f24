import Glibc
import Synchronization
import TabBarCairo

/// Writes the control channel's screenshots on a thread of its own. The frame loop draws
/// the picture (about a millisecond with the pages' pictures cached) and hands it over;
/// encoding the PNG, tens of milliseconds, happens here, so 2,000 screenshots in a row no
/// longer hold frames back. Jobs are written in order; the channel waits for each answer.
final class ScreenshotQueue: @unchecked Sendable {
    /// A picture handed over to the thread: the loop never touches it again.
    private struct Job: @unchecked Sendable {
        var ticket: Int
        var surface: RasterSurface
        var path: String
    }

    private struct State: ~Copyable {
        var jobs: [Job] = []
        /// Tickets written, with the error when a write failed.
        var done: [Int: String?] = [:]
        var next = 1
        var isStopping = false
        var isRunning = false
    }

    private let state = Mutex(State())
    /// Posted once per job, and once to stop.
    private let work = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    /// Posted once the thread has left.
    private let left = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    init() {
        sem_init(work, 0, 0)
        sem_init(left, 0, 0)
    }

    deinit {
        finish()
        sem_destroy(work)
        sem_destroy(left)
        work.deallocate()
        left.deallocate()
    }

    /// Queues `surface` for `path`; returns the ticket to ask `result(_:)` about.
    func submit(_ surface: RasterSurface, to path: String) -> Int {
        let job = Job(ticket: 0, surface: surface, path: path)
        let (ticket, start) = state.withLock { state -> (Int, Bool) in
            var job = job
            job.ticket = state.next
            state.next += 1
            state.jobs.append(job)
            let ticket = job.ticket
            defer { state.isRunning = true }
            return (ticket, !state.isRunning)
        }
        if start && !startThread() {
            // No thread: write it here, as before.
            state.withLock { $0.isRunning = false }
            writeNext()
        }
        sem_post(work)
        return ticket
    }

    /// Whether `ticket` was written: nil while waiting, else the error (nil when it worked).
    func result(_ ticket: Int) -> String?? {
        state.withLock { state in state.done.removeValue(forKey: ticket) }
    }

    /// Writes what is queued and stops the thread (on exit).
    func finish() {
        let running = state.withLock { state -> Bool in
            guard state.isRunning, !state.isStopping else { return false }
            state.isStopping = true
            return true
        }
        guard running else { return }
        sem_post(work)
        sem_wait(left)
    }

    private func startThread() -> Bool {
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ScreenshotQueue>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, Unmanaged.passRetained(self).toOpaque())
        guard started == 0 else {
            Unmanaged.passUnretained(self).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private func run() {
        while true {
            sem_wait(work)
            if !writeNext() && state.withLock({ $0.isStopping }) { break }
        }
        sem_post(left)
    }

    /// Writes the oldest job; false when there was none.
    @discardableResult
    private func writeNext() -> Bool {
        guard let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) else { return false }
        var failure: String?
        do { try job.surface.writePNG(to: job.path) } catch { failure = "\(error)" }
        state.withLock { $0.done[job.ticket] = .some(failure) }
        return true
    }
}
