import TabBarCairo
import TabBarKit
import TabBarReview

extension WindowHost where Source == ComparisonSource {
    /// The window of `tabbar compare A.json B.json`: `sides` drawn with `renderer` and
    /// traced to `trace` (whose scale is this host's), with the clock keys driving both.
    public convenience init(comparing sides: SideBySide, renderer: SceneRenderer, trace: TraceWriter) {
        self.init(source: ComparisonSource(sides), pipeline: FramePipeline(renderer: renderer), drawsRestExactly: false)
        trace.pipeline = pipeline
        let tracer = TracePlugin(trace: trace) { sides.panes[0].traceLayout() }
        tracer.listen(to: self)
        add(ClockKeys(pipeline: pipeline, trace: trace))
        add(tracer)
    }
}

extension WindowHost where Source == GallerySource {
    /// The live gallery window: every row of `gallery` replaying, drawn with `renderer`.
    public convenience init(gallery: Gallery, renderer: SceneRenderer) {
        self.init(source: GallerySource(gallery), pipeline: FramePipeline(renderer: renderer), drawsRestExactly: false)
    }
}
