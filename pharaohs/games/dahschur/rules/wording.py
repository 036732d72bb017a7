"""Names the rules put into their sentences, marked for translation (``N_``)."""

from __future__ import annotations

from pharaohs.core.i18n import N_

#: a gem with its article, by ``data.GEMS`` index ("The next plate wants an emerald.")
A_GEM: tuple[str, ...] = (N_("a ruby"), N_("an emerald"), N_("a sapphire"))
#: the disc kinds with their article, by kind
A_DISC: dict[str, str] = {"gold": N_("the gold disc"), "silver": N_("the silver disc")}
