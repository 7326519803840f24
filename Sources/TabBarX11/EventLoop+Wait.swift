import CX11
import Glibc

/// The loop's sleep: one `poll` over everything that may wake it.
extension EventLoop {
    /// Sleeps until the X socket or a signal is readable, the client's output has room, or
    /// `deadline` comes (forever when nil).
    func wait(until deadline: Double?, now: Double) {
        var fds = [pollfd(fd: window.connectionNumber, events: Int16(POLLIN), revents: 0)]
        let signalIndex = fds.count
        if let signals { fds.append(pollfd(fd: signals.fd, events: Int16(POLLIN), revents: 0)) }
        let outputIndex = fds.count
        let output = client.pendingOutput
        if let output { fds.append(pollfd(fd: output, events: Int16(POLLOUT), revents: 0)) }
        let watcherStart = fds.count
        fds += watchers.map { pollfd(fd: $0.watcher.fd, events: Int16(POLLIN), revents: 0) }
        let readerStart = fds.count
        fds += readers.polled.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // Round up: waking a little after a deadline costs nothing (the frame's time is the
        // deadline itself), while waking before it would spin through zero-length polls.
        let timeout = deadline.map { Int32(min(max(0, ($0 - now) * 1000).rounded(.up), 60_000)) } ?? -1
        _ = poll(&fds, nfds_t(fds.count), timeout)
        if signals != nil, fds[signalIndex].revents != 0, let signal = signals?.take() {
            exitReason = .signalled(signal)
        }
        if output != nil, fds[outputIndex].revents != 0 { client.outputHasRoom() }
        for (i, entry) in watchers.enumerated() where fds[watcherStart + i].revents != 0 && entry.watcher.drain() {
            entry.changed()
            hasWorkedSinceIdle = true
        }
        let readable = fds[readerStart...].map { $0.revents != 0 }
        if readers.runReadable(readable, at: clock.now()) { hasWorkedSinceIdle = true }
    }
}
