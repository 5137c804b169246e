"""The language a question is asked in: Chinese (``zh``) or English (``en``).

Reports slice by it, and the decision may hold Chinese and English
questions to thresholds of their own (``service.decision``), so serving and
the offline sweeps must agree on it: one function, used by both.
"""

from __future__ import annotations

LANGUAGES = frozenset({"zh", "en"})

#: A text is Chinese when CJK ideographs make up at least this share of its
#: letters (CJK ideographs + other alphabetic characters). 20 % rather than
#: 50 % because mixed queries ("LegacyTable 的 reload 方法怎么处理") carry long
#: Latin identifiers but are asked in Chinese.
ZH_CJK_SHARE = 0.20

# CJK Unified Ideographs and their extensions / compatibility blocks.
_CJK_RANGES = (
    (0x3400, 0x4DBF),  # Extension A
    (0x4E00, 0x9FFF),  # Unified Ideographs
    (0xF900, 0xFAFF),  # Compatibility Ideographs
    (0x20000, 0x2A6DF),  # Extension B
    (0x2A700, 0x2EBEF),  # Extensions C–F
    (0x30000, 0x3134F),  # Extension G
)


def _is_cjk(ch: str) -> bool:
    """True for a CJK ideograph."""
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in _CJK_RANGES)


def detect_language(text: str) -> str:
    """Say whether a query is Chinese (``"zh"``) or English (``"en"``).

    ``zh`` when CJK ideographs are at least :data:`ZH_CJK_SHARE` of
    ``CJK ideographs + other alphabetic characters``; digits, punctuation and
    spaces do not count. A text without any letter is ``"en"``.
    """
    cjk = sum(1 for ch in text if _is_cjk(ch))
    other = sum(1 for ch in text if ch.isalpha() and not _is_cjk(ch))
    total = cjk + other
    if total == 0:
        return "en"
    return "zh" if cjk / total >= ZH_CJK_SHARE else "en"
