# Jianku 件库 KiCad plugin: registers the toolbar action of pcbnew (KiCad's Plugin and Content Manager loads
# this package's plugins/ folder and runs this file).
from .jianku_action import JiankuAction

JiankuAction().register()
