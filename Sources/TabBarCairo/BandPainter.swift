import Glibc
import Synchronization
import TabBarFrame

/// A second thread for a frame's largest paints: the device pixels a paint may touch are
/// cut into bands of rows, which the calling thread and a helper take in turn until none is
/// left; the call returns when both are done.
///
/// Near full size, a 3840×2160 bubble frame copies the page beneath, blends the circle and
/// resamples the arriving page: three passes over 8 million pixels, some 45 ms on one core
/// of a slow machine, when 16.7 ms is all a frame has. Pixman costs the same per pixel
/// whoever runs it, and while the window draws, the X server (the machine's other busy
/// process) waits for the frame; so the second core takes half of a big paint. Bands are
/// taken in turn rather than split in two, so a helper that wakes late (an idle core takes
/// a while to wake, in a virtual machine especially) costs little.
///
/// Each thread draws through Cairo objects of its own over the same memory: a context over
/// a view of the target, and views of the source pictures (`Band.view(of:)`). Cairo's
/// image sources keep mutable state (the transform and filter set on a surface's pixman
/// image), so one surface must not be a source on two threads at once. The bands share no
/// pixel. Fills and whole-pixel copies come out identical; a resampled picture may differ
/// by 4/255 at sharp edges, since Cairo rounds the transform it hands to pixman to 16.16
/// fixed point about the centre of the area painted, as it does under any damage clip.
///
/// The helper starts with the first big paint and then waits on a semaphore: small
/// windows never start it, and an idle window's helper never wakes.
final class BandPainter {
    /// Which thread a paint runs on; the helper reads its sources through views of its own.
    final class Band {
        /// The helper's views of the paint's sources, by source; empty on the calling thread.
        private let views: [ObjectIdentifier: CairoSurface]

        /// The calling thread's band: sources are read as they are.
        init() {
            views = [:]
        }

        /// The helper's band, with a view of each of `sources`; nil when one cannot be made
        /// (the helper then takes no band, and the calling thread draws them all).
        init?(viewing sources: [CairoSurface]) {
            var views: [ObjectIdentifier: CairoSurface] = [:]
            for source in sources where views[ObjectIdentifier(source)] == nil {
                guard let view = source.view() else { return nil }
                views[ObjectIdentifier(source)] = view
            }
            self.views = views
        }

        /// `surface` as this band may read it: itself on the calling thread, the helper's own
        /// view of it on the helper. Every source a paint reads must be among the `sources`
        /// given to `paint`.
        func view(of surface: CairoSurface) -> CairoSurface {
            assert(
                views.isEmpty || views[ObjectIdentifier(surface)] != nil, "a source missing from the paint's sources")
            return views[ObjectIdentifier(surface)] ?? surface
        }
    }

    /// Paints touching fewer device pixels than this run on the calling thread: handing
    /// work over costs some tens of microseconds, sharing a million pixels saves
    /// milliseconds.
    static let minimumPixels = 400_000
    /// Bands a shared paint is cut into, about equal in pixels.
    static let bandCount = 8

    /// Whether big paints are shared at all (`TABBAR_NO_BANDS` and tests turn it off).
    var isEnabled = true
    /// Tests: the calling thread leaves every band to the helper, which a slow wake-up could
    /// also do.
    var leavesBandsToHelper = false
    /// Paints shared so far, and how many of their bands the helper drew (measures for
    /// tests and the bench).
    private(set) var splits = 0
    private(set) var helperBands = 0

    private var thread = pthread_t()
    private var isRunning = false
    /// The helper could not be started; paints stay on one thread.
    private var cannotStart = false
    private var isStopping = false
    private let start = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private let done = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    /// The next band to take, for both threads.
    private let next = Atomic<Int>(0)
    /// The helper's job while `paint` waits for it; only ever set while the helper is parked.
    private var job: (() -> Int)?

    init() {
        sem_init(start, 0, 0)
        sem_init(done, 0, 0)
    }

    deinit {
        if isRunning {
            isStopping = true
            sem_post(start)
            pthread_join(thread, nil)
        }
        sem_destroy(start)
        sem_destroy(done)
        start.deallocate()
        done.deallocate()
    }

    /// Paints on `context` with `paint`, which must set everything it draws with (source,
    /// clip, filter) from scratch, read its image sources (`sources`) through
    /// `Band.view(of:)`, use an operator Cairo bounds by the clip (OVER or SOURCE), and read no
    /// state that the other thread may change: when the device pixels `context` may touch
    /// inside `area` are many, it runs once for each band, on either thread, clipped to the
    /// band. Otherwise, or when the clip is not a set of whole-pixel rectangles or the target
    /// not a plain image, it runs once on `context`.
    func paint(
        _ context: CairoContext, area: PixelBox, sources: [CairoSurface] = [],
        _ paint: (CairoContext, Band) -> Void
    ) {
        guard isEnabled, let plan = plan(context, area: area), startHelper() else {
            return paint(context, Band())
        }
        splits += 1
        let matrix = context.matrix, state = context.rasterState
        next.store(0, ordering: .relaxed)
        /// Takes bands until none is left, each painted on `context` clipped to it; returns how many.
        func drawBands(on context: CairoContext, as band: Band) -> Int {
            var taken = 0
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < plan.bands.count else { return taken }
                taken += 1
                context.save()
                context.identityMatrix()
                for r in plan.bands[index] { context.rectangle(r) }
                context.clip()
                context.matrix = matrix
                paint(context, band)
                context.restore()
            }
        }
        // What Cairo has pending on the target lands before the helper writes beside it.
        plan.target.flush()
        withoutActuallyEscaping(drawBands) { drawBands in
            job = {
                guard let band = Band(viewing: sources), let view = plan.target.view(),
                    let helper = CairoContext(view)
                else { return 0 }
                helper.setRasterState(state)
                let taken = drawBands(helper, band)
                view.flush()
                return taken
            }
            sem_post(start)
            if !leavesBandsToHelper { _ = drawBands(context, Band()) }
            while sem_wait(done) != 0 {}
            job = nil
        }
        // The helper wrote through a view: the target must learn that its pixels changed, or
        // a surface Cairo still thinks clear (a new picture) would be skipped as a source or
        // have later OVER paints turned into SOURCE.
        plan.target.markDirty()
    }

    /// The bands of `context`'s clip inside `area` (device pixels), about equal in pixels,
    /// and the target they are drawn on; nil when one paint should do.
    private func plan(_ context: CairoContext, area: PixelBox) -> (target: CairoSurface, bands: [[PixelBox]])? {
        // Other operators change pixels outside what is painted, which the bands cut off.
        guard !area.isEmpty, area.width * area.height >= Self.minimumPixels, context.operatorIsBounded,
            let target = context.groupTarget, target.isImage, target.hasNoDeviceOffset,
            let clip = context.pixelClip
        else { return nil }
        let surfaceBox = PixelBox(x: 0, y: 0, width: target.width, height: target.height)
        let rects = clip.map { $0.intersection(area).intersection(surfaceBox) }.filter { !$0.isEmpty }
        let total = rects.reduce(0) { $0 + $1.width * $1.height }
        guard total >= Self.minimumPixels else { return nil }
        let cuts = (1..<Self.bandCount).map { Self.row(of: rects, above: total * $0 / Self.bandCount) }
        let edges = [Int.min] + cuts + [Int.max]
        let bands = (0..<Self.bandCount).map { i in
            rects.compactMap { Self.rows(of: $0, from: edges[i], to: edges[i + 1]) }
        }
        .filter { !$0.isEmpty }
        guard bands.count > 1 else { return nil }
        return (target, bands)
    }

    /// The first row above which at least `pixels` of the rectangles' pixels lie.
    static func row(of rects: [PixelBox], above pixels: Int) -> Int {
        guard var low = rects.map(\.y).min(), var high = rects.map(\.maxY).max() else { return 0 }
        func above(_ row: Int) -> Int {
            rects.reduce(0) { $0 + $1.width * max(0, min(row, $1.maxY) - $1.y) }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if above(middle) < pixels { low = middle } else { high = middle }
        }
        return high
    }

    /// The rows of `r` from `from` up to (not including) `to`; nil when there are none.
    static func rows(of r: PixelBox, from: Int, to: Int) -> PixelBox? {
        let top = max(r.y, from), bottom = min(r.maxY, to)
        return bottom > top ? PixelBox(x: r.x, y: top, width: r.width, height: bottom - top) : nil
    }

    /// Starts the helper thread once; false if it cannot be started (paints stay on one).
    private func startHelper() -> Bool {
        if isRunning || cannotStart { return isRunning }
        let made = pthread_create(
            &thread, nil,
            { context in
                // Signals from outside go to the threads that handle them, never to this one;
                // a fault of its own (a crash, a trap) still reaches it and is reported.
                var outside = sigset_t()
                sigfillset(&outside)
                for own in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS] { sigdelset(&outside, own) }
                pthread_sigmask(SIG_BLOCK, &outside, nil)
                guard let context else { return nil }
                Unmanaged<BandPainter>.fromOpaque(context).takeUnretainedValue().serve()
                return nil
            }, Unmanaged.passUnretained(self).toOpaque())
        isRunning = made == 0
        cannotStart = !isRunning
        return isRunning
    }

    /// The helper's loop: a job per `start`, a `done` after each, until stopped.
    private func serve() {
        while true {
            while sem_wait(start) != 0 {}
            if isStopping { return }
            helperBands += job?() ?? 0
            sem_post(done)
        }
    }
}
