"""The Qt-free core: the service the window, the command line and the room's server act through.

:mod:`tourney.core.commands` names every director action as a typed command;
:mod:`tourney.core.service` performs them on an open tournament (stored before anybody is
told) and tells its subscribers; :mod:`tourney.core.results` is what they give back.
"""
