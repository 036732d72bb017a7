"""Names the rules put into their sentences, as translatable messages."""

from __future__ import annotations

from pharaohs.core.i18n import _

#: a gem with its article, by ``data.GEMS`` index ("The next plate wants an emerald.")
A_GEM = (_("a ruby"), _("an emerald"), _("a sapphire"))
