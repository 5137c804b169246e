"""Passage-level semantic evidence for the decision: the query against an entry's own parts.

The dense path scores the query against a chunk. The decision also asks how
close the question is to the entry's title, to its conditions (适用条件) and to
its counter-conditions (失效条件): a question that sits closer to the cases
where an entry must not be applied than to the entry itself is a warning.

Vectors of those short texts are computed with the request's embedder and
kept in a bounded in-process cache keyed by the text, so each distinct text
is embedded once per process.

The candidate's matched chunk is embedded the same way for the decision's
semantic-match block (:meth:`SemanticProbe.match`).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping

import numpy as np

from service.contracts import ExperienceEntry
from service.engines.protocols import Embedder

#: Distinct texts whose vectors are kept (512 floats each: 20k ≈ 40 MB).
CACHE_TEXTS = 20_000
#: The entry parts compared with the query, by feature-facing name.
PARTS = ("title", "counter", "conditions")


def strip_names(text: str, names: Iterable[str]) -> str:
    """``text`` without the given asset names (case-insensitive): what is asked beyond the asset."""
    out = text
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        out = re.sub(re.escape(name), " ", out, flags=re.IGNORECASE)
    out = " ".join(out.split())
    return out if out.strip() else text


def _parts(entry: ExperienceEntry) -> dict[str, str]:
    out = {"title": entry.title, "counter": entry.counter_conditions or "", "conditions": entry.conditions or ""}
    return {k: v for k, v in out.items() if v.strip()}


class SemanticProbe:
    """Cosines of a query vector with entries' titles, counter-conditions and conditions.

    Thread-safe; the cache is bounded (least recently used texts go first).
    """

    def __init__(self, embedder: Embedder, capacity: int = CACHE_TEXTS) -> None:
        self.embedder = embedder
        self.capacity = capacity
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def _vectors(self, texts: Iterable[str]) -> dict[str, np.ndarray]:
        wanted = list(dict.fromkeys(texts))
        with self._lock:
            have = {t: self._cache[t] for t in wanted if t in self._cache}
            for t in have:
                self._cache.move_to_end(t)
        missing = [t for t in wanted if t not in have]
        if missing:
            rows = self.embedder.embed_documents(missing)
            fresh = {t: np.asarray(rows[i], dtype=np.float32) for i, t in enumerate(missing)}
            with self._lock:
                for t, v in fresh.items():
                    self._cache[t] = v
                    self._cache.move_to_end(t)
                while len(self._cache) > self.capacity:
                    self._cache.popitem(last=False)
            have.update(fresh)
        return have

    def similarities(
        self,
        query_vector: np.ndarray,
        entries: Iterable[ExperienceEntry],
        subq_text: str | None = None,
    ) -> dict[str, dict[str, float]]:
        """``{entry_id: {part: cosine}}`` for each entry's non-empty parts (vectors are L2-normalised).

        With ``subq_text`` (the query without the asset names it mentions) the
        result also has ``subq_title``: its cosine with the title stripped of
        the entry's own asset names, i.e. the sub-question against what the
        entry is about beyond its asset.
        """
        entries = list(entries)
        parts = {e.id: _parts(e) for e in entries}
        stripped = {e.id: strip_names(e.title, e.assets) for e in entries} if subq_text is not None else {}
        vecs = self._vectors([*(t for p in parts.values() for t in p.values()), *stripped.values()])
        q = np.asarray(query_vector, dtype=np.float32)
        out = {eid: {k: float(vecs[t] @ q) for k, t in p.items()} for eid, p in parts.items()}
        if subq_text is not None:
            sq = np.asarray(self.embedder.embed_query(subq_text), dtype=np.float32)
            for eid, t in stripped.items():
                out[eid]["subq_title"] = float(vecs[t] @ sq)
        return out

    def match(self, query_vector: np.ndarray, texts: Mapping[str, str]) -> dict[str, np.ndarray]:
        """``{key: q ⊙ v}``: the element-wise product of the query vector and each text's vector.

        ``texts`` maps a key (the entry id) to the text the candidate matched
        with: its chunk as indexed, so the products sum to the dense path's
        cosine. The decision model weighs each dimension
        (``service.stages.features``, the ``qe_`` block).
        """
        vecs = self._vectors(texts.values())
        q = np.asarray(query_vector, dtype=np.float32)
        return {k: vecs[t] * q for k, t in texts.items()}
