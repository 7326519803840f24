#!/usr/bin/env python3
"""Drives a tabbar window through its control channel (tabbar --control --trace).

Each command is sent as one JSON line with an "id"; the window answers it on the trace with a
"control" line carrying that id (or an "error" line saying why). This example clicks an item
by its title, waits until nothing moves, reads the window's state, sets a badge and quits:

    python3 Examples/control.py [--tabbar PATH] [--title TITLE] [-- TABBAR OPTIONS...]

It exits 0 when the window did what was asked, and 1 with a line saying what went wrong.
"""

import argparse
import itertools
import json
import select
import subprocess
import sys
import time


class ControlError(Exception):
    """The window refused a command, did not answer in time, or went away."""


class TabBar:
    """One tabbar window with its control channel."""

    def __init__(self, executable="tabbar", options=()):
        self.process = subprocess.Popen(
            [executable, "--control", "--trace", *options],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.ids = itertools.count(1)
        self.events = []
        self.layout = self.wait_for(lambda event: event["event"] == "layout")
        self.wait_for(lambda event: event["event"] == "ready")

    def wait_for(self, match, timeout=20):
        """Reads trace lines until one matches; returns it as a dict."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ControlError("no answer within %s s" % timeout)
            readable, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not readable:
                continue
            line = self.process.stdout.readline()
            if not line:
                raise ControlError("the window closed (exit %s)" % self.process.wait())
            event = json.loads(line)
            self.events.append(event)
            if match(event):
                return event

    def call(self, command, timeout=20):
        """Sends `command` with a fresh id and returns the control line that answers it."""
        request_id = next(self.ids)
        self.process.stdin.write(json.dumps(dict(command, id=request_id)) + "\n")
        self.process.stdin.flush()
        reply = self.wait_for(
            lambda event: event["event"] in ("control", "error") and event.get("id") == request_id, timeout)
        if reply["event"] == "error":
            raise ControlError("%s: %s" % (json.dumps(command), reply["reason"]))
        return reply

    def titles(self):
        return [item["title"] for item in self.layout["items"]]

    def quit(self):
        """Asks the window to close; returns its exit code."""
        self.call({"quit": True})
        return self.process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tabbar", default="tabbar", help="the tabbar executable")
    parser.add_argument("--title", help="the item to click (default: the bar's last item)")
    parser.add_argument("options", nargs="*", help="more tabbar options, after --")
    arguments = parser.parse_args()

    bar = TabBar(arguments.tabbar, arguments.options)
    try:
        title = arguments.title or bar.titles()[-1]
        bar.call({"click": {"title": title}})
        waited = bar.call({"waitFor": "idle", "timeout": 10})
        state = bar.call({"query": "state"})["state"]
        print("clicked %s, at rest after %s ms" % (json.dumps(title, ensure_ascii=False), waited["waited_ms"]))
        print("state: " + json.dumps(state, ensure_ascii=False))
        shown = state["pages"][-1] if title not in state["items"] else state["items"][state["selected"]]
        if shown != title:
            raise ControlError("expected %s on top, found %s" % (title, shown))
        bar.call({"badge": {"index": state["selected"], "value": 3}})
        badges = bar.call({"query": "state"})["state"]["badges"]
        if badges[state["selected"]] != "3":
            raise ControlError("the badge did not show: %s" % badges)
        code = bar.quit()
        print("quit: exit %d" % code)
        return code
    except ControlError as error:
        print("control.py: %s" % error, file=sys.stderr)
        bar.process.kill()
        return 1


if __name__ == "__main__":
    sys.exit(main())
