import TabBarCore

/// `tabbar --help`: every subcommand with every option it reads.
/// `HelpTextTests` checks this against the options the commands' parsers accept, so an
/// option cannot be added without being listed here.
enum HelpText {
    /// The options every offline command (render, filmstrip, animate, plot, compare) shares.
    static let offlineOptions = """
          --config FILE         a JSON file describing the tabs (default: assets/demo.json)
          --demo NAME           one of the demos instead, from anywhere (tabbar list names them)
          --size WxH            window size in logical pixels (default \(Size.defaultWindow.commandLineText))
          --scale S             device pixels per logical pixel, 0.5-4 (default 1)
          --device NAME         a real device's size and safe areas instead of --size (tabbar list)
          --device-overlay      with --device, draw its status bar and home indicator
          -o, --output FILE     the file to write
        """

    static let full = """
        \(WindowOptions.usage)
          --help, -h            this text
          --version             the program's version

        tabbar render: one frame as a PNG
        \(offlineOptions)
          --select I            select item I (slot order) at time 0
          --at SECONDS          the moment to draw, 0-3600 (default 0)

        tabbar filmstrip: evenly spaced, labelled frames of one motion as a PNG
        \(offlineOptions)
          --animation NAME      an item animation (see tabbar list), on --item
          --transition NAME     a page transition
          --indicator NAME      a selection indicator, moving to --item
          --item I              the item (slot order, default 0)
          --role ROLE           animations: select, deselect or reselect (default select);
                                transitions: push, pop, present, dismiss or tab
          --frames N            how many frames, 2-60 (default 9)
          --crop item|bar|window  what each frame shows, as animate's GIF does
          --onion               all frames overlaid in one tile (onion skin)

        tabbar animate: one motion as an animated GIF
        \(offlineOptions)
          --animation NAME, --transition NAME, --indicator NAME, --item I   as for filmstrip
          --crop item|bar|window  what the GIF shows (default: the item or the bar)
          --slow FACTOR         play FACTOR times slower, 1-100

        tabbar export: one motion handed off as a Lottie file or as code with its values
        \(offlineOptions)
          --lottie              a Lottie JSON file: every moving node a layer, keyframed at 60 fps
          --format swift|kotlin|css  the motion's timing as code: CAKeyframeAnimation, keyframes { }, @keyframes
          --animation NAME, --transition NAME, --indicator NAME, --item I, --role ROLE   as for filmstrip
          --crop item|bar|window  what the file shows (default: the item, the window or the bar)

        tabbar plot: every property that moves in the window while a motion plays, one lane per node
          and property ("item 1 button scale", "indicator left", "tab 0 page 2 x"), as a PNG
        \(offlineOptions)
          --animation NAME, --transition NAME, --indicator NAME   as for filmstrip
          --item I              the item clicked (animations, default 0), the tab whose page plays the
                                transition, or the indicator's target (default 2)
          --role ROLE           as for filmstrip (default select, or the transition's usual role)
          --velocity            a velocity lane under each property
          --format png|csv      csv: time and one column per lane instead of a PNG (default png)

        tabbar compare: one motion as two configurations, A.json and B.json, play it, as a PNG
        \(offlineOptions)
          --animation NAME, --transition NAME   as for filmstrip
          --item I              the item (slot order, default 0)
          --frames N            how many instants, 2-60 (default 6)
          without a motion and -o, a window with A beside B (each half --size):
          --trace               write one JSON event per line to stdout
          --exit-after SECONDS  close the window and exit 0 after this long

        tabbar gallery: every animation side by side, as a window or a PNG
          --config FILE         draw in this configuration's bar style, with its first tab's icons and title
          --scale S             device pixels per logical pixel of the PNG, 0.5-4 (default 1)
          --frames N            frames per animation, 2-30 (default 7)
          --size WxH            the window's size
          --exit-after SECONDS  close the window after this long
          -o, --output FILE     write a PNG instead of opening a window

        tabbar check: the motion invariants over every motion a configuration configures (each tab's
          animation in each role, the indicator, the page transitions), played headless as the window plays
          them: at rest at its end, continuous at 240 Hz, inside the bar or window, no holes, no ghosts,
          titles inside their cells, and seeded interruptions. One line per finding, file:line:col first;
          exit 0 when clean, 3 when a check fails, 2 for bad input
          --config FILE         a JSON file describing the tabs (default: assets/demo.json)
          --size WxH            window size in logical pixels (default \(Size.defaultWindow.commandLineText))
          --interruptions N     how many seeded random tap sequences to play, 0-100000 (default 200)
          --seed S              their seed (default 1)
          --report FILE.xml     write JUnit: a testsuite per motion, a testcase per check, with times
          -o, --output FILE     draw each failing frame beside the frame before it, as a PNG

        tabbar list: every animation, indicator and transition name, the device presets and the demos

        """
}
