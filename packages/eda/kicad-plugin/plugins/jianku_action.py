# -*- coding: utf-8 -*-
"""Jianku 件库 action plugin for KiCad's PCB editor (KiCad 6 and later).

The toolbar button opens the Jianku portal in plugin mode in the system browser, with the launch parameters
of the portal's plugin launch: swType=EDA, swName=KICAD, fType (the files the designer wants: footprint in
the PCB editor) and theme (dark when KiCad's window colours are dark). Footprints, symbols and the zip
library download from the results' 放置/下载 button.

The HTTP library file next to this one (jianku.kicad_httplib) lets the symbol chooser browse Jianku's
components: Preferences > Manage Symbol Libraries > add jianku.kicad_httplib (KiCad 7 and later).
"""
import os
import webbrowser

try:
    from urllib.parse import urlencode
except ImportError:  # pragma: no cover - KiCad 6 and later ship Python 3
    from urllib import urlencode

import pcbnew

# Written by the portal when it builds the package (its public origin and the package's version).
PORTAL_ORIGIN = "{{PORTAL_ORIGIN}}"
PLUGIN_VERSION = "{{PLUGIN_VERSION}}"

HERE = os.path.dirname(os.path.abspath(__file__))


def is_dark_theme():
    """True when the window background is dark (wxPython 4.1+ reports the system appearance)."""
    try:
        import wx

        appearance = getattr(wx.SystemSettings, "GetAppearance", None)
        if appearance is not None:
            return bool(appearance().IsDark())
        colour = wx.SystemSettings.GetColour(wx.SYS_COLOUR_WINDOW)
        return (colour.Red() * 299 + colour.Green() * 587 + colour.Blue() * 114) / 1000 < 128
    except Exception:  # no wx (tests, command line): light
        return False


def launch_url(file_type="footprint", dark=None):
    """The portal address in plugin mode for this launch."""
    if dark is None:
        dark = is_dark_theme()
    query = urlencode(
        [
            ("swType", "EDA"),
            ("swName", "KICAD"),
            ("fType", file_type),
            ("theme", "dark" if dark else "light"),
            ("pluginVersion", PLUGIN_VERSION),
        ]
    )
    return PORTAL_ORIGIN.rstrip("/") + "/plugin?" + query


class JiankuAction(pcbnew.ActionPlugin):
    """件库：查找元器件 — opens the portal in plugin mode."""

    def defaults(self):
        self.name = "件库 Jianku: 查找元器件封装"
        self.category = "Jianku"
        self.description = "在件库中搜索元器件，下载 KiCad 封装、原理图符号与三维模型"
        self.show_toolbar_button = True
        self.icon_file_name = os.path.join(HERE, "icon.png")
        self.dark_icon_file_name = os.path.join(HERE, "icon.png")

    def Run(self):
        webbrowser.open(launch_url("footprint"))
