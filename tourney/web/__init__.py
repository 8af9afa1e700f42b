"""The room on the network: the phones' page, the browser TV, the API and the live feed.

Qt-free (the import-linter contracts say so). The server (:mod:`tourney.web.server`, aiohttp)
runs on its own event loop and only reads snapshots: the thread that owns the tournament's
:class:`~tourney.core.service.TournamentService` (the director's window, or ``tourney serve``)
hands it every new state, and the room sees the read model computed from it
(:mod:`tourney.web.room_view`), never anything private. The contract — the pages, ``GET
/api/state``, the ``GET /api/live`` WebSocket — is documented in ``docs/web.md``.
"""
