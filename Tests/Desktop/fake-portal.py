#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface on a private session bus.

fake-portal.py COLOR_SCHEME TEXT_SCALE VERSION
  COLOR_SCHEME: 0 (no preference), 1 (dark), 2 (light), or "none" (not published)
  TEXT_SCALE:   GNOME's text-scaling-factor, or "none"
  VERSION:      1 (Read only, its value boxed twice, as version 1 portals answer) or 2 (ReadOne too)

Prints "ready" once it owns org.freedesktop.portal.Desktop. The test changes a setting, as
a desktop's settings panel would, through org.folio.FakePortal.Set(namespace, key, value) on
the same object: the portal emits SettingChanged.
"""
import sys
from gi.repository import Gio, GLib

XML = """<node><interface name="org.freedesktop.portal.Settings">
<method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
<method name="ReadOne"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>
<property name="version" type="u" access="read"/>
</interface>
<interface name="org.folio.FakePortal">
<method name="Set"><arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/></method>
</interface></node>"""
PATH = "/org/freedesktop/portal/desktop"
IFACE = "org.freedesktop.portal.Settings"

values = {}
if sys.argv[1] != "none":
    values[("org.freedesktop.appearance", "color-scheme")] = GLib.Variant("u", int(sys.argv[1]))
if sys.argv[2] != "none":
    values[("org.gnome.desktop.interface", "text-scaling-factor")] = GLib.Variant("d", float(sys.argv[2]))
version = int(sys.argv[3])


def call(conn, sender, path, iface, method, params, invocation):
    if method == "Set":
        ns, key, value = params.unpack()[0], params.unpack()[1], params.get_child_value(2).get_variant()
        values[(ns, key)] = value
        conn.emit_signal(None, PATH, IFACE, "SettingChanged", GLib.Variant("(ssv)", (ns, key, value)))
        invocation.return_value(None)
        return
    if method == "ReadOne" and version < 2:
        invocation.return_dbus_error("org.freedesktop.DBus.Error.UnknownMethod", "no ReadOne in version 1")
        return
    ns, key = params.unpack()
    value = values.get((ns, key))
    if value is None:
        invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", "no such setting")
        return
    if method == "Read":
        value = GLib.Variant("v", value)
    invocation.return_value(GLib.Variant("(v)", (value,)))


def get_property(conn, sender, path, iface, name):
    return GLib.Variant("u", version)


conn = Gio.bus_get_sync(Gio.BusType.SESSION, None)
for info in Gio.DBusNodeInfo.new_for_xml(XML).interfaces:
    conn.register_object(PATH, info, call, get_property, None)
loop = GLib.MainLoop()


def acquired(*_):
    print("ready", flush=True)


def lost(*_):
    print("lost", flush=True)
    loop.quit()


Gio.bus_own_name_on_connection(conn, "org.freedesktop.portal.Desktop", Gio.BusNameOwnerFlags.NONE, acquired, lost)
loop.run()
