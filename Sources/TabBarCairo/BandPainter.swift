import CCairo
import Glibc
import Synchronization

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
        private let views: [OpaquePointer: OpaquePointer]

        /// The calling thread's band: sources are read as they are.
        init() {
            views = [:]
        }

        /// The helper's band, with a view of each of `sources`; nil when one cannot be made
        /// (the helper then takes no band, and the calling thread draws them all).
        init?(viewing sources: [OpaquePointer]) {
            var views: [OpaquePointer: OpaquePointer] = [:]
            for source in sources where views[source] == nil {
                guard let view = BandPainter.view(of: source) else {
                    views.values.forEach { cairo_surface_destroy($0) }
                    return nil
                }
                views[source] = view
            }
            self.views = views
        }

        /// `surface` as this band may read it: itself on the calling thread, the helper's own
        /// view of it on the helper. Every source a paint reads must be among the `sources`
        /// given to `paint`.
        func view(of surface: OpaquePointer) -> OpaquePointer {
            assert(views.isEmpty || views[surface] != nil, "a source missing from the paint's sources")
            return views[surface] ?? surface
        }

        deinit {
            for view in views.values { cairo_surface_destroy(view) }
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

    /// Paints on `cr` with `paint`, which must set everything it draws with (source, clip,
    /// filter) from scratch, read its image sources (`sources`) through `Band.view(of:)`,
    /// use an operator Cairo bounds by the clip (OVER or SOURCE), and read no state that the
    /// other thread may change: when the device pixels `cr` may touch inside `area` are
    /// many, it runs once for each band, on either thread, clipped to the band. Otherwise,
    /// or when `cr`'s clip is not a set of whole-pixel rectangles or its target not a plain
    /// image, it runs once on `cr`.
    func paint(
        _ cr: OpaquePointer, area: cairo_rectangle_int_t, sources: [OpaquePointer] = [],
        _ paint: (OpaquePointer, Band) -> Void
    ) {
        guard isEnabled, let plan = plan(cr, area: area), startHelper() else {
            return paint(cr, Band())
        }
        splits += 1
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let antialias = cairo_get_antialias(cr), op = cairo_get_operator(cr)
        let fillRule = cairo_get_fill_rule(cr), tolerance = cairo_get_tolerance(cr)
        next.store(0, ordering: .relaxed)
        /// Takes bands until none is left, each painted on `cr` clipped to it; returns how many.
        func drawBands(on cr: OpaquePointer, as band: Band) -> Int {
            var taken = 0
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < plan.bands.count else { return taken }
                taken += 1
                cairo_save(cr)
                cairo_identity_matrix(cr)
                for r in plan.bands[index] {
                    cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
                }
                cairo_clip(cr)
                cairo_set_matrix(cr, &matrix)
                paint(cr, band)
                cairo_restore(cr)
            }
        }
        // What Cairo has pending on the target lands before the helper writes beside it.
        cairo_surface_flush(plan.target)
        withoutActuallyEscaping(drawBands) { drawBands in
            job = {
                guard let band = Band(viewing: sources), let view = BandPainter.view(of: plan.target) else { return 0 }
                guard let helper = cairo_create(view) else {
                    cairo_surface_destroy(view)
                    return 0
                }
                defer {
                    cairo_destroy(helper)
                    cairo_surface_destroy(view)
                }
                cairo_set_antialias(helper, antialias)
                cairo_set_operator(helper, op)
                cairo_set_fill_rule(helper, fillRule)
                cairo_set_tolerance(helper, tolerance)
                let taken = drawBands(helper, band)
                cairo_surface_flush(view)
                return taken
            }
            sem_post(start)
            if !leavesBandsToHelper { _ = drawBands(cr, Band()) }
            while sem_wait(done) != 0 {}
            job = nil
        }
        // The helper wrote through a view: the target must learn that its pixels changed, or
        // a surface Cairo still thinks clear (a new picture) would be skipped as a source or
        // have later OVER paints turned into SOURCE.
        cairo_surface_mark_dirty(plan.target)
    }

    /// The bands of `cr`'s clip inside `area` (device pixels), about equal in pixels, and
    /// the target they are drawn on; nil when one paint should do.
    private func plan(
        _ cr: OpaquePointer, area: cairo_rectangle_int_t
    ) -> (
        target: OpaquePointer, bands: [[cairo_rectangle_int_t]]
    )? {
        // Other operators change pixels outside what is painted, which the bands cut off.
        let op = cairo_get_operator(cr)
        guard area.width > 0, area.height > 0, Int(area.width) * Int(area.height) >= Self.minimumPixels,
            op == CAIRO_OPERATOR_OVER || op == CAIRO_OPERATOR_SOURCE,
            let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(target, &dx, &dy)
        guard dx == 0, dy == 0 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_set_matrix(cr, &matrix)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let surfaceBox = cairo_rectangle_int_t(
            x: 0, y: 0, width: cairo_image_surface_get_width(target), height: cairo_image_surface_get_height(target))
        var rects: [cairo_rectangle_int_t] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            // A clip on whole pixels comes back as whole numbers; one that is not (a clip
            // path's box, say) is left to one paint.
            let box = cairo_rectangle_int_t(
                x: Int32(r.x.rounded()), y: Int32(r.y.rounded()), width: Int32(r.width.rounded()),
                height: Int32(r.height.rounded()))
            guard Double(box.x) == r.x, Double(box.y) == r.y, Double(box.width) == r.width,
                Double(box.height) == r.height
            else { return nil }
            let inside = SceneRenderer.intersect(SceneRenderer.intersect(box, area), surfaceBox)
            if inside.width > 0, inside.height > 0 { rects.append(inside) }
        }
        let total = rects.reduce(0) { $0 + Int($1.width) * Int($1.height) }
        guard total >= Self.minimumPixels else { return nil }
        let cuts = (1..<Self.bandCount).map { Self.row(of: rects, above: total * $0 / Self.bandCount) }
        let edges = [Int32.min] + cuts + [Int32.max]
        let bands = (0..<Self.bandCount).map { i in
            rects.compactMap { Self.rows(of: $0, from: edges[i], to: edges[i + 1]) }
        }
        .filter { !$0.isEmpty }
        guard bands.count > 1 else { return nil }
        return (target, bands)
    }

    /// The first row above which at least `pixels` of the rectangles' pixels lie.
    static func row(of rects: [cairo_rectangle_int_t], above pixels: Int) -> Int32 {
        guard var low = rects.map(\.y).min(), var high = rects.map({ $0.y + $0.height }).max() else { return 0 }
        func above(_ row: Int32) -> Int {
            rects.reduce(0) { $0 + Int($1.width) * Int(max(0, min(row, $1.y + $1.height) - $1.y)) }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if above(middle) < pixels { low = middle } else { high = middle }
        }
        return high
    }

    /// The rows of `r` from `from` up to (not including) `to`; nil when there are none.
    static func rows(of r: cairo_rectangle_int_t, from: Int32, to: Int32) -> cairo_rectangle_int_t? {
        let top = max(r.y, from), bottom = min(r.y + r.height, to)
        return bottom > top ? cairo_rectangle_int_t(x: r.x, y: top, width: r.width, height: bottom - top) : nil
    }

    /// A new image surface over `surface`'s pixels, in its format; nil if it is not an image.
    static func view(of surface: OpaquePointer) -> OpaquePointer? {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let view = cairo_image_surface_create_for_data(
            data, cairo_image_surface_get_format(surface), cairo_image_surface_get_width(surface),
            cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface))
        guard let view, cairo_surface_status(view) == CAIRO_STATUS_SUCCESS else {
            if let view { cairo_surface_destroy(view) }
            return nil
        }
        return view
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
