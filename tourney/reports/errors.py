"""The reports' refusals: a report asked of a tournament that has nothing for it.

They are :class:`~tourney.base.refusals.Refusal` s like the other layers' errors, so the
window and the command line say them in the director's language ("Impossibile creare il
report: nessun accordo è registrato in …"), with a stable code for scripts.
"""

from __future__ import annotations

from tourney.base.refusals import Refusal

__all__ = ["ReportDataError", "ReportError", "UnknownReportError"]


class ReportError(Refusal):
    """Base class of every error the reports raise."""

    code = "report.refused"


class ReportDataError(ReportError):
    """The tournament has nothing for the report asked for (no deal recorded, no league)."""

    code = "report.nothing-to-print"


class UnknownReportError(ReportError):
    """A report Tourney does not make."""

    code = "usage.unknown-report"
