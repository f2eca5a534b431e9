#!/usr/bin/python3
"""Reads and drives a Folio app from outside, as a screen reader does, through AT-SPI
(pyatspi). Prints JSON on stdout.

  atspi-probe.py tree APP                    the app's tree: role, name, states, value, actions
  atspi-probe.py act APP ROLE NAME ACTION    performs an action of the first ROLE named NAME
  atspi-probe.py set-value APP ROLE NAME V   sets a Value's current value
  atspi-probe.py select APP ROLE NAME INDEX  selects a child through Selection
  atspi-probe.py watch APP SECONDS ROLE NAME ACTION [UNTIL...]
                                             performs ACTION and lists the events that follow
  atspi-probe.py listen APP SECONDS [UNTIL...]
                                             lists the events of SECONDS (keys pressed meanwhile)

Each UNTIL names an event awaited, TYPE or TYPE@SOURCE: once all were heard, the listening ends
half a second later (what comes with them is heard too), else after SECONDS.
"""
import json
import sys
import time

import pyatspi
from gi.repository import GLib

STATES = {pyatspi.STATE_FOCUSED: "focused", pyatspi.STATE_SELECTED: "selected",
          pyatspi.STATE_CHECKED: "checked", pyatspi.STATE_SHOWING: "showing",
          pyatspi.STATE_ENABLED: "enabled", pyatspi.STATE_FOCUSABLE: "focusable",
          pyatspi.STATE_EDITABLE: "editable", pyatspi.STATE_MODAL: "modal"}


def find_app(name, wait=15.0):
    end = time.monotonic() + wait
    while time.monotonic() < end:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    sys.exit("no application named %r on the accessibility bus" % name)


def describe(node):
    entry = {"role": node.getRoleName(), "name": node.name,
             "states": sorted(STATES[s] for s in node.getState().getStates() if s in STATES)}
    try:
        value = node.queryValue()
        entry["value"] = [value.currentValue, value.minimumValue, value.maximumValue]
    except NotImplementedError:
        pass
    try:
        action = node.queryAction()
        entry["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    try:
        text = node.queryText()
        entry["text"] = text.getText(0, -1)
    except NotImplementedError:
        pass
    entry["children"] = [describe(child) for child in children(node)]
    return entry


def children(node):
    """The node's children; of one that makes them on demand (a page control of a million
    pages), the first few, which tell the shape."""
    if node.getState().contains(pyatspi.STATE_MANAGES_DESCENDANTS):
        found = [node.getChildAtIndex(i) for i in range(min(node.childCount, 32))]
    else:
        found = list(node)
    return [child for child in found if child is not None]


def find(node, role, name):
    if node.getRoleName() == role and node.name == name:
        return node
    for child in children(node):
        hit = find(child, role, name)
        if hit is not None:
            return hit
    return None


def require(app, role, name):
    node = find(app, role, name)
    if node is None:
        sys.exit("no %s named %r" % (role, name))
    return node


def act(node, action_name):
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if action_name not in names:
        sys.exit("%r offers %r, not %r" % (node.name, names, action_name))
    return bool(action.doAction(names.index(action_name)))


def main(argv):
    command, app = argv[1], find_app(argv[2])
    if command == "tree":
        print(json.dumps(describe(app)))
    elif command == "act":
        print(json.dumps(act(require(app, argv[3], argv[4]), argv[5])))
    elif command == "set-value":
        require(app, argv[3], argv[4]).queryValue().currentValue = float(argv[5])
        print(json.dumps(True))
    elif command == "select":
        print(json.dumps(bool(require(app, argv[3], argv[4]).querySelection().selectChild(int(argv[5])))))
    elif command in ("watch", "listen"):
        seconds = float(argv[3])
        node = require(app, argv[4], argv[5]) if command == "watch" else None
        awaited = argv[7:] if command == "watch" else argv[4:]
        events = []
        ending = []

        def was_heard(term):
            kind, _, source = term.partition("@")
            return any(e["type"] == kind and (not source or e["source"] == source) for e in events)

        def heard(event):
            source = event.source
            events.append({"type": event.type, "source": source.name if source else None,
                           "detail1": event.detail1,
                           "value": str(event.any_data) if isinstance(event.any_data, (str, int, float)) else None})
            if awaited and not ending and all(was_heard(term) for term in awaited):
                ending.append(True)
                GLib.timeout_add(500, lambda: pyatspi.Registry.stop() or False)

        for kind in ("object:property-change:accessible-value", "object:state-changed", "object:announcement",
                     "object:selection-changed", "focus:"):
            pyatspi.Registry.registerEventListener(heard, kind)
        if node is not None:
            GLib.timeout_add(300, lambda: act(node, argv[6]) and False)
        else:
            print("listening", file=sys.stderr, flush=True)
        GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
        pyatspi.Registry.start()
        print(json.dumps(events))
    else:
        sys.exit("unknown command %r" % command)


if __name__ == "__main__":
    main(sys.argv)
