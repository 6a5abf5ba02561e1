"""
The browser WebKitWebDriver starts for the WebKit journeys (e2e/engines/webkit.ts): one GTK window
holding nothing but a WebKitGTK web view, so the window can be as narrow as a phone (MiniBrowser's
toolbar keeps it wider than most phones). Every console message is written to standard output,
where the test reads the page's errors and warnings, the engine's own included.

  --no-javascript   the pages' scripts do not run (the driver's own still do)
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

page_scripts = "--no-javascript" not in sys.argv[1:]
context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)


def create_web_view(session):
    settings = WebKit2.Settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_javascript_markup(page_scripts)
    view = WebKit2.WebView(is_controlled_by_automation=True, web_context=context, settings=settings)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    # Side by side, never one over the other: WebKit throttles a page whose window is covered.
    window.move(0 if page_scripts else 1400, 0)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("arcforge-webkit")
    major, minor = WebKit2.get_major_version(), WebKit2.get_minor_version()
    info.set_version(major, minor, WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
