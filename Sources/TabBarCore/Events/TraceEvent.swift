/// Something that happened, as a plain value. The core produces most of these; the host
/// adds the ones only it knows (ready, frame, exit). The executable writes them as JSON lines.
public enum TraceEvent: Hashable, Sendable {
    /// The first frame is on screen; `sharedMemory` says whether frames reach the server
    /// through MIT-SHM or the XPutImage fallback.
    case ready(window: UInt, width: Int, height: Int, sharedMemory: Bool)
    /// The layout now in effect, in logical pixels (the trace shows window pixels).
    case layout(TraceLayout)
    /// The selection moved from item `from` to item `to`, because of `cause`.
    case select(from: Int, to: Int, cause: SelectionCause)
    /// The selected item `index` was chosen again (it plays its reselect motion, if any).
    case reselect(index: Int, cause: SelectionCause)
    /// A request to select item `index` was refused, for `reason`; nothing moved.
    case reject(index: Int, reason: RejectReason, cause: SelectionCause)
    /// An item or indicator motion began or ended.
    case animation(AnimationTrace)
    /// An item's badge changed at run time; nil means hidden.
    case badge(index: Int, value: String?)
    /// The bar-wide selected colour changed (Ramotion's `changeSelectedColor`).
    case selectedColors(Color)
    /// The page stack of bar slot `slot` changed (`action`); `depth` counts the pages
    /// afterwards, the root (and a modal) included. The trace names the slot `tab`.
    case navigation(slot: Int, action: NavigationChange, depth: Int)
    /// A page transition began or ended: `name` is how it looks, `role` what it does (the
    /// trace writes the role as `kind`).
    case transition(name: TransitionKind, role: TransitionRole, phase: AnimationPhase, time: Double)
    /// The pointer moved onto an item (nil: off every item).
    case hover(index: Int?)
    /// A long press showed an item's tooltip (it does not select).
    case tooltip(index: Int)
    /// A screenshot was written.
    case screenshot(path: String)
    /// A window capture to an animated GIF: `phase` is start, stop, written or failed;
    /// at stop `frames` counts the frames taken so far, once written the frames in the file;
    /// `dropped` counts frames a full queue turned away.
    case capture(phase: String, path: String, frames: Int, dropped: Int, error: String?)
    /// The configuration file was reloaded (`--watch`); `error` says why it was not.
    case reload(ok: Bool, error: String?)
    /// A QA script's assertion.
    case assertion(ok: Bool, expected: Int, actual: Int)
    /// A QA script's other assertion (`ScriptCheck`): its name, and the message when it failed.
    case check(name: String, ok: Bool, message: String?)
    /// `--record` wrote the session as a QA script of `steps` steps (waits included).
    case recorded(path: String, steps: Int)
    /// `A` while recording added `count` asserts of the moment to the script, the last a
    /// screenshot assert whose reference was written to `screenshot`.
    case recordedAsserts(count: Int, screenshot: String)
    /// F2 turned "show repaints" on or off.
    case repaints(shown: Bool)
    /// The keyboard focus ring moved onto item `index`, or was hidden (nil: Escape, or a
    /// click, which hides it).
    case focus(index: Int?, cause: SelectionCause)
    /// `?` showed or hid the overlay listing every key.
    case keyHelp(shown: Bool)
    /// The timeline panel did something: opened, replayed, edited, saved, refused an edit, …
    case timeline(TimelineTrace)
    /// The timeline's playhead set the animation clock to `time`, `offset` seconds into the
    /// interaction the panel shows.
    case scrub(offset: Double, time: Double)
    /// F1 showed or hid the heads-up display.
    case hud(shown: Bool)
    /// A QA script ended with `failures` failed steps; `error` says why it did not run to
    /// its end ("did not finish: step 2 of 5"), nil when it did.
    case scriptEnd(failures: Int, error: String? = nil)
    /// The animation clock changed state (traced as "running", "paused", "slow ×10", …).
    case clock(state: AnimationClock.State, time: Double)
    /// A hijacking item was tapped: it played its press and presented its page instead of selecting.
    case hijack(index: Int, cause: SelectionCause)
    /// The bar was hidden or shown by the program (`h`, RDV's setTabBarHidden).
    case barHidden(Bool)
    /// A frame was presented: `seq` from 1, `time` the animation clock in seconds,
    /// `renderTime` seconds spent drawing and presenting it, of which `drawTime` came before
    /// its pixels were sent to the server.
    case frame(seq: Int, time: Double, renderTime: Double, drawTime: Double)
    /// Exposed parts of the window (`rects` rectangles) were put back on screen from the back
    /// buffer, with no frame drawn for them.
    case exposed(rects: Int)
    /// A window come to rest finished drawing pages ahead (`pages` of them, often none): the
    /// next tap's transition finds its pictures ready, and the window sleeps until input.
    case ahead(pages: Int)
    /// The window handled the input and X events that reached it, its frames are on screen,
    /// and nothing is left (no work that can wait, no timer, no control line) until something
    /// outside wakes it. Once after each wake that did anything: what a test waits for instead
    /// of a time. Whatever reached the window before `uptime` (seconds on the machine's
    /// monotonic clock, read before the window last looked for events) was handled.
    case idle(uptime: Double)
    /// The configuration's Lottie files (`files` of them) were loaded into rlottie in
    /// `seconds`, after the first frame was on screen: start-up does not wait for them.
    case lottie(files: Int, seconds: Double)
    /// The window is closing, and the program exits with `code` (an `ExitCode`'s number).
    case exit(code: Int32)
    /// A `--control` command was carried out (its reply): line `line` of standard input,
    /// named `command`, with the `id` it carried; a query answers with `state`, a `waitFor`
    /// with the seconds it `waited`.
    case control(line: Int, command: String, id: ControlID? = nil, state: ControlState? = nil, waited: Double? = nil)
    /// A `--control` line was refused or could not be carried out (`reason`), with the `id`
    /// it carried; the window goes on.
    case error(source: String, line: Int, reason: String, id: ControlID? = nil)
}

/// The `id` a control command carried, echoed in its reply: a number or a string.
public enum ControlID: Hashable, Sendable {
    /// `"id": 7`.
    case number(Int)
    /// `"id": "open-settings"`.
    case text(String)
}

/// What `{"query": "state"}` answers: the selection, the page stack, badges and motion.
public struct ControlState: Hashable, Sendable {
    /// The selected bar slot.
    public var selected: Int
    /// Pages shown in the current tab, a modal included (the trace's `navigation` depth).
    public var depth: Int
    /// Their titles, bottom to top (the modal last).
    public var pages: [String]
    /// Each bar item's title and badge (nil: none).
    public var items: [String]
    /// Each bar item's badge, in the order of `items`: nil for none, "" for a dot.
    public var badges: [String?]
    /// Whether anything moves, and the names of what does (as `assert animating` names them).
    public var isAnimating: Bool
    /// The names of what moves ("bounce", "colorful-mask", "push", …), empty at rest.
    public var motions: [String]
    /// The animation clock's state ("running", "paused", "slow ×10").
    public var clock: String

    /// Creates a state answer from its parts (see the properties).
    public init(
        selected: Int, depth: Int, pages: [String], items: [String], badges: [String?], isAnimating: Bool,
        motions: [String], clock: String
    ) {
        self.selected = selected
        self.depth = depth
        self.pages = pages
        self.items = items
        self.badges = badges
        self.isAnimating = isAnimating
        self.motions = motions
        self.clock = clock
    }
}

/// Whether an animation starts or stops.
public enum AnimationPhase: String, Hashable, Sendable {
    /// The motion started.
    case begin
    /// The motion finished, or was interrupted (`AnimationTrace.interrupted`).
    case end
}

/// An item or indicator animation starting or stopping.
public struct AnimationTrace: Hashable, Sendable {
    /// The item index (for an indicator, the item it moves to).
    public var index: Int
    /// The animation's name, e.g. "bounce" or "colorful-mask".
    public var name: String
    /// Whether the motion began or ended.
    public var phase: AnimationPhase
    /// What the motion is for.
    public var kind: Kind
    /// True when an `end` came early because another motion took over.
    public var interrupted: Bool
    /// When the motion began or ended on the animation clock, in seconds: the exact
    /// scheduled time, not the frame that noticed it.
    public var time: Double

    /// Creates a trace of a motion beginning or ending (see the properties).
    public init(index: Int, name: String, phase: AnimationPhase, kind: Kind, interrupted: Bool = false, time: Double) {
        self.index = index
        self.name = name
        self.phase = phase
        self.kind = kind
        self.interrupted = interrupted
        self.time = time
    }
}

extension AnimationTrace {
    /// What a motion is for: an item's select, deselect or reselect, or the indicator's move.
    public enum Kind: String, Hashable, Sendable {
        /// An item's select motion.
        case select
        /// An item's deselect motion.
        case deselect
        /// The selected item's motion when it is chosen again.
        case reselect
        /// The selection indicator moving to another item.
        case indicator

        /// The trace kind of an item motion.
        public init(_ kind: ItemAnimator.Kind) {
            switch kind {
            case .select: self = .select
            case .deselect: self = .deselect
            case .reselect: self = .reselect
            }
        }
    }
}

/// The bar and item rectangles, for tests and QA tools that click items.
public struct TraceLayout: Hashable, Sendable {
    /// One item of the bar.
    public struct Item: Hashable, Sendable {
        /// The item's place in the bar, from 0 at the left.
        public var index: Int
        /// The item's title.
        public var title: String
        /// The item's slot, in logical pixels.
        public var frame: Rect
        /// Whether a tap on the item can select it.
        public var isEnabled: Bool
    }

    /// The bar's rectangle, in logical pixels.
    public var bar: Rect
    /// The bar's items, left to right.
    public var items: [Item]
}
