// The demo's page kinds are the fixtures' content (grid cards push details, the button page
// presents), as `tabbar` registers them.
@_exported import TabBarDemo
// Every test reads the repository's assets; the paths come with the test helpers. The
// process harness (Xvfb, the traced app, an X client) does not: only tests that drive X11
// import Harness.
@_exported import TestPaths
