"""Test doubles for the lexical engines.

* :class:`FakeElasticsearch`: a tiny Elasticsearch 9 REST endpoint on
  127.0.0.1 (a ``http.server`` thread on a random port) that speaks enough of
  the API for :class:`~service.engines.elasticsearch_index.ElasticsearchLexicalIndex`
  through the real ``elasticsearch.Elasticsearch`` client: HEAD/PUT/DELETE
  index, ``_bulk``, ``_delete_by_query``, ``_search``, ``_count``,
  ``_refresh``. It evaluates bool/term/terms/match_all queries with Lucene's
  BM25 (k1 = 1.2, b = 0.75, no (k1 + 1) factor, exact field lengths), honours
  filter context (no score), ``minimum_should_match``, sort and ``_source``
  filtering, rejects fields a ``dynamic: strict`` mapping does not declare,
  and records every request it received.
* :func:`qt`: a QueryTerms from plain terms.
"""

from __future__ import annotations

import json
import math
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from analyzers import QueryTerms, WeightedTerm


def qt(*terms: str | tuple[str, float]) -> QueryTerms:
    """A QueryTerms of plain terms (weight 1.0) or (term, weight) pairs."""
    wts = tuple(
        WeightedTerm(t, 1.0, "query") if isinstance(t, str) else WeightedTerm(t[0], t[1], "query") for t in terms
    )
    return QueryTerms(text=" ".join(w.term for w in wts), terms=wts, identifiers=())


# Lucene BM25Similarity defaults, which ES uses unless the mapping overrides them.
K1, B = 1.2, 0.75
_JSON = "application/vnd.elasticsearch+json;compatible-with=9"


@dataclass
class RecordedRequest:
    method: str
    path: str
    params: dict[str, str]
    body: Any  # parsed JSON, a list of NDJSON lines, or None


@dataclass
class _Index:
    settings: dict[str, Any]
    mappings: dict[str, Any]
    docs: dict[str, dict[str, Any]] = field(default_factory=dict)  # _id -> _source, insertion ordered

    def text_fields(self) -> set[str]:
        return {k for k, v in self.mappings.get("properties", {}).items() if v.get("type") == "text"}


class _EsError(Exception):
    def __init__(self, status: int, kind: str, reason: str):
        super().__init__(reason)
        self.status, self.kind, self.reason = status, kind, reason

    def body(self) -> dict[str, Any]:
        err = {"type": self.kind, "reason": self.reason}
        return {"error": {"root_cause": [err], **err}, "status": self.status}


class FakeElasticsearch:
    """In-process fake ES 9 endpoint; use as a context manager, ``url`` for the client."""

    def __init__(self) -> None:
        self.indices: dict[str, _Index] = {}
        self.requests: list[RecordedRequest] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out as two writes: avoid 40 ms delayed-ACK stalls

            def log_message(self, *args: Any) -> None:  # keep pytest output clean
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                status, payload = fake._dispatch(self.command, self.path, raw, self.headers.get("Content-Type", ""))
                data = b"" if payload is None else json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("X-Elastic-Product", "Elasticsearch")
                self.send_header("Content-Type", _JSON)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _handle

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> FakeElasticsearch:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> FakeElasticsearch:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def bodies(self, endpoint: str) -> list[Any]:
        """Bodies of the recorded requests whose path ends with ``endpoint`` (e.g. ``/_search``)."""
        return [r.body for r in self.requests if r.path.endswith(endpoint)]

    # -- routing -------------------------------------------------------------

    def _dispatch(self, method: str, raw_path: str, raw: bytes, ctype: str) -> tuple[int, Any]:
        url = urlsplit(raw_path)
        parts = [unquote(p) for p in url.path.split("/") if p]
        params = {k: v[-1] for k, v in parse_qs(url.query).items()}
        if "ndjson" in ctype:
            body: Any = [json.loads(line) for line in raw.decode().splitlines() if line.strip()]
        else:
            body = json.loads(raw) if raw else None
        with self._lock:
            self._stats: dict[tuple[int, str, str], tuple[int, int, float]] = {}
            self.requests.append(RecordedRequest(method, url.path, params, body))
            try:
                return self._route(method, parts, params, body)
            except _EsError as e:
                return e.status, (None if method == "HEAD" else e.body())

    def _route(self, method: str, parts: list[str], params: dict[str, str], body: Any) -> tuple[int, Any]:
        if not parts:
            return 200, {"name": "fake", "cluster_name": "fake", "version": {"number": "9.0.0"}, "tagline": "You Know, for Search"}
        if parts == ["_bulk"]:
            return 200, self._bulk(None, body or [])
        name = parts[0]
        if len(parts) == 1:
            if method == "HEAD":
                return (200 if name in self.indices else 404), None
            if method == "PUT":
                if name in self.indices:
                    raise _EsError(400, "resource_already_exists_exception", f"index [{name}] already exists")
                body = body or {}
                self.indices[name] = _Index(body.get("settings", {}), body.get("mappings", {}))
                return 200, {"acknowledged": True, "shards_acknowledged": True, "index": name}
            if method == "DELETE":
                self._index(name)
                del self.indices[name]
                return 200, {"acknowledged": True}
            raise _EsError(405, "method_not_allowed", f"{method} /{name}")
        op = parts[1]
        if op == "_bulk":
            return 200, self._bulk(name, body or [])
        index = self._index(name)
        if op == "_refresh":
            return 200, {"_shards": {"total": 1, "successful": 1, "failed": 0}}
        if op == "_count":
            q = (body or {}).get("query", {"match_all": {}})
            n = sum(1 for src in index.docs.values() if self._eval(index, q, src)[0])
            return 200, {"count": n, "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0}}
        if op == "_delete_by_query":
            q = (body or {})["query"]
            doomed = [i for i, src in index.docs.items() if self._eval(index, q, src)[0]]
            for i in doomed:
                del index.docs[i]
            return 200, {"took": 1, "timed_out": False, "total": len(doomed), "deleted": len(doomed), "failures": []}
        if op == "_search":
            return 200, self._search(name, index, body or {})
        raise _EsError(400, "illegal_argument_exception", f"unsupported endpoint {'/'.join(parts)}")

    def _index(self, name: str) -> _Index:
        if name not in self.indices:
            raise _EsError(404, "index_not_found_exception", f"no such index [{name}]")
        return self.indices[name]

    # -- _bulk ---------------------------------------------------------------

    def _bulk(self, default_index: str | None, lines: list[Any]) -> dict[str, Any]:
        items: list[dict[str, Any]] = []
        it = iter(lines)
        for action in it:
            (kind, meta), = action.items()
            name = meta.get("_index", default_index)
            _id = meta.get("_id")
            if kind == "delete":
                idx = self.indices.get(name)
                found = idx is not None and idx.docs.pop(_id, None) is not None
                items.append({"delete": {"_index": name, "_id": _id, "status": 200 if found else 404}})
                continue
            src = next(it)
            idx = self.indices.get(name)
            if idx is None:
                items.append({kind: {"_index": name, "_id": _id, "status": 404, "error": {"type": "index_not_found_exception"}}})
                continue
            props = idx.mappings.get("properties", {})
            unknown = sorted(set(src) - set(props))
            if idx.mappings.get("dynamic") == "strict" and unknown:
                err = {"type": "strict_dynamic_mapping_exception", "reason": f"unknown fields {unknown}"}
                items.append({kind: {"_index": name, "_id": _id, "status": 400, "error": err}})
                continue
            created = _id not in idx.docs
            idx.docs.pop(_id, None)
            idx.docs[_id] = src
            items.append({kind: {"_index": name, "_id": _id, "status": 201 if created else 200,
                                 "result": "created" if created else "updated"}})
        return {"took": 1, "errors": any("error" in v for item in items for v in item.values()), "items": items}

    # -- query evaluation ------------------------------------------------------

    @staticmethod
    def _tokens(index: _Index, fname: str, src: dict[str, Any]) -> list[str]:
        value = src.get(fname)
        if value is None:
            return []
        if fname in index.text_fields():
            return str(value).lower().split()
        return [str(v) for v in value] if isinstance(value, list) else [str(value)]

    def _bm25(self, index: _Index, fname: str, term: str, src: dict[str, Any]) -> float:
        """Lucene BM25: idf · tf / (tf + k1·(1 − b + b·dl/avgdl)), idf = ln(1 + (N − n + 0.5)/(n + 0.5))."""
        key = (id(index), fname, term)
        if key not in self._stats:  # per-request cache: one pass over the index per (field, term)
            docs = [toks for toks in (self._tokens(index, fname, d) for d in index.docs.values()) if toks]
            self._stats[key] = (len(docs), sum(1 for d in docs if term in d), sum(len(d) for d in docs) / len(docs))
        n_docs, df, avgdl = self._stats[key]
        toks = self._tokens(index, fname, src)
        tf = toks.count(term)
        idf = math.log(1 + (n_docs - df + 0.5) / (df + 0.5))
        return idf * tf / (tf + K1 * (1 - B + B * len(toks) / avgdl))

    def _eval(self, index: _Index, q: dict[str, Any], src: dict[str, Any]) -> tuple[bool, float]:
        """(matches, score) of query ``q`` on one document."""
        (kind, spec), = q.items()
        if kind == "match_all":
            return True, float(spec.get("boost", 1.0))
        if kind == "term":
            (fname, val), = spec.items()
            value, boost = (val["value"], float(val.get("boost", 1.0))) if isinstance(val, dict) else (val, 1.0)
            if str(value) not in self._tokens(index, fname, src):
                return False, 0.0
            if fname in index.text_fields():
                return True, boost * self._bm25(index, fname, str(value), src)
            return True, boost
        if kind == "terms":
            spec = dict(spec)
            boost = float(spec.pop("boost", 1.0))
            (fname, values), = spec.items()
            toks = set(self._tokens(index, fname, src))
            return bool(toks & {str(v) for v in values}), boost
        if kind == "bool":
            score = 0.0
            for clause in _as_list(spec.get("must")):
                ok, s = self._eval(index, clause, src)
                if not ok:
                    return False, 0.0
                score += s
            for clause in _as_list(spec.get("filter")):
                if not self._eval(index, clause, src)[0]:
                    return False, 0.0
            for clause in _as_list(spec.get("must_not")):
                if self._eval(index, clause, src)[0]:
                    return False, 0.0
            should = _as_list(spec.get("should"))
            default_msm = 0 if (spec.get("must") or spec.get("filter")) else (1 if should else 0)
            msm = int(spec.get("minimum_should_match", default_msm))
            matched = 0
            for clause in should:
                ok, s = self._eval(index, clause, src)
                if ok:
                    matched += 1
                    score += s
            if matched < msm:
                return False, 0.0
            return True, score * float(spec.get("boost", 1.0))
        raise _EsError(400, "parsing_exception", f"unknown query [{kind}]")

    def _search(self, name: str, index: _Index, body: dict[str, Any]) -> dict[str, Any]:
        q = body.get("query", {"match_all": {}})
        matched = []
        for _id, src in index.docs.items():
            ok, score = self._eval(index, q, src)
            if ok:
                matched.append((_id, src, score))
        sort = body.get("sort")
        if sort:
            keys = []
            for s in reversed(_as_list(sort)):
                if s == "_score":
                    keys.append(("_score", "desc"))
                else:
                    (fname, order), = s.items()
                    keys.append((fname, order["order"] if isinstance(order, dict) else order))
            keys.reverse()
            for fname, order in reversed(keys):
                matched.sort(key=lambda m, f=fname: m[2] if f == "_score" else m[1].get(f), reverse=order == "desc")
        else:
            matched.sort(key=lambda m: -m[2])
        size = int(body.get("size", 10))
        wanted = body.get("_source", True)
        hits = []
        for _id, src, score in matched[:size]:
            out_src = {k: v for k, v in src.items() if k in wanted} if isinstance(wanted, list) else src
            hit: dict[str, Any] = {"_index": name, "_id": _id, "_score": None if sort else score, "_source": out_src}
            if sort:
                hit["sort"] = [score if f == "_score" else src.get(f) for f, _ in keys]
            hits.append(hit)
        out: dict[str, Any] = {
            "took": 1,
            "timed_out": False,
            "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
            "hits": {"total": {"value": len(matched), "relation": "eq"}, "max_score": None, "hits": hits},
        }
        aggs = body.get("aggs") or {}
        if aggs:
            out["aggregations"] = {}
            for agg_name, spec in aggs.items():
                if set(spec) != {"filters"}:
                    raise _EsError(400, "parsing_exception", f"unsupported aggregation {sorted(spec)}")
                named = spec["filters"]["filters"]
                out["aggregations"][agg_name] = {
                    "buckets": {
                        key: {"doc_count": sum(1 for _id, src, _s in matched if self._eval(index, fq, src)[0])}
                        for key, fq in named.items()
                    }
                }
        return out


def _as_list(v: Any) -> list[Any]:
    if v is None:
        return []
    return v if isinstance(v, list) else [v]
