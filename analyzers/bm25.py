"""Reference BM25 formulas, for golden tests and documentation.

The engines compute BM25 themselves (tantivy, Elasticsearch/Lucene); these
functions state the exact formulas they use so tests can pin expected scores
and calibration notes can explain them. Worked numbers (seed 000, the
46-document BM25 lab): ``lucene_idf(46, 2) = ln(1 + 44.5/2.5) ≈ 2.934``;
with tf=2, |d|=35, avgdl=33.96 the term contributes ≈ 4.00.

Engine differences these formulas do not model: tantivy stores document
length quantised to 8 bits (``fieldnorm``), and Lucene likewise encodes
norms in a byte, so engine scores differ from these by a small relative
amount; deleted documents stay in the statistics until segments merge.
"""

from __future__ import annotations

import math

# Term-frequency saturation. Lucene BM25Similarity's default (BM25Similarity.java
# :96-101, ``this(1.2f, 0.75f)``), also Elasticsearch's default similarity and
# tantivy's fixed value (tantivy src/query/bm25.rs: ``const K1: Score = 1.2``,
# ``weight = idf * (1.0 + K1)``).
K1_DEFAULT = 1.2

# Length normalisation strength; same sources as K1_DEFAULT (tantivy
# src/query/bm25.rs: ``const B: Score = 0.75``).
# Manning et al., Introduction to Information Retrieval §11.4.3: k1 in
# [1.2, 2] and b = 0.75 are reasonable without a development set.
B_DEFAULT = 0.75


def lucene_idf(n_docs: int, doc_freq: int) -> float:
    """Lucene's BM25 IDF: ``ln(1 + (N - n + 0.5) / (n + 0.5))``.

    Always positive, unlike Robertson's original (without the ``1 +``), which
    goes negative for terms in more than half the documents
    (BM25Similarity.java:138-141; tantivy uses the same formula).

    Args:
        n_docs: N, the number of documents in the index (> 0).
        doc_freq: n(t), the number of documents containing the term
            (0 <= doc_freq <= n_docs).

    Raises:
        ValueError: ``n_docs`` < 1 or ``doc_freq`` outside ``[0, n_docs]``.
    """
    if n_docs < 1:
        raise ValueError(f"n_docs must be >= 1, got {n_docs}")
    if not 0 <= doc_freq <= n_docs:
        raise ValueError(f"doc_freq must be in [0, {n_docs}], got {doc_freq}")
    return math.log(1.0 + (n_docs - doc_freq + 0.5) / (doc_freq + 0.5))


def bm25_term_score(
    tf: float,
    doc_len: float,
    avg_doc_len: float,
    idf: float,
    k1: float = K1_DEFAULT,
    b: float = B_DEFAULT,
) -> float:
    """One term's BM25 contribution to one document's score.

    ``idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * doc_len / avg_doc_len))``.
    The ``(k1 + 1)`` numerator is the classic form that tantivy uses; Lucene
    8+ drops it (BM25Similarity.java:325-329), which scales every score by
    the same constant and never changes a ranking.

    Args:
        tf: occurrences of the term in the document (>= 0).
        doc_len: the document's length in terms (>= 0).
        avg_doc_len: average document length in the index (> 0).
        idf: the term's IDF, e.g. from :func:`lucene_idf`.
        k1: term-frequency saturation (>= 0).
        b: length normalisation, 0 (none) to 1 (full).

    Raises:
        ValueError: a negative ``tf``/``doc_len``/``k1``, a non-positive
            ``avg_doc_len``, or ``b`` outside ``[0, 1]``.
    """
    if tf < 0 or doc_len < 0 or k1 < 0:
        raise ValueError(f"tf, doc_len and k1 must be >= 0, got {tf}, {doc_len}, {k1}")
    if avg_doc_len <= 0:
        raise ValueError(f"avg_doc_len must be > 0, got {avg_doc_len}")
    if not 0.0 <= b <= 1.0:
        raise ValueError(f"b must be in [0, 1], got {b}")
    if tf == 0:
        return 0.0
    norm = k1 * (1.0 - b + b * doc_len / avg_doc_len)
    return idf * tf * (k1 + 1.0) / (tf + norm)
