"""API keys with roles, and review-page sessions, in the store of record's database.

A key is ``mxr_<key id>_<secret>``. Only an Argon2id hash of the secret is
stored (argon2-cffi's ``PasswordHasher``); the key itself is shown once, by
``mxr keys create``, and never logged. The key id in the token finds the row
without trying every hash; a verified token is remembered (by its SHA-256)
so Argon2's deliberate cost is paid once per key and process, while
revocation still takes effect on the next request (the row is read each time).

Roles (``Role``): ``agent`` retrieves and sends feedback; ``reviewer`` works
the backfill queue and the review page; ``admin`` manages experiences,
reindexing and keys, and may do everything the other two may.
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import hmac
import secrets
import threading
from dataclasses import dataclass

import sqlalchemy as sa
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy.engine import Engine

from service.errors import ContractError, ContractViolation, NotFound
from service.store import sql_text

metadata = sa.MetaData()

keys_table = sa.Table(
    "api_keys",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("hash", sa.String(200), nullable=False),
    sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
)

sessions_table = sa.Table(
    "review_sessions",
    metadata,
    sa.Column("token_hash", sa.String(64), primary_key=True),  # SHA-256 of the cookie value
    sa.Column("key_id", sa.String(32), nullable=True),  # NULL: a loopback session with no keys configured
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("role", sa.String(16), nullable=False),
    sa.Column("csrf", sa.String(64), nullable=False),
    sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False, index=True),
)

_PREFIX = "mxr"
_KEY_ID_BYTES = 6  # 12 hex digits: finds the row; the secret is what authenticates
_SECRET_BYTES = 32
_VERIFIED_CACHE = 4096  # verified tokens remembered per process
_NAME_MAX = 100


class Role(str, enum.Enum):
    AGENT = "agent"
    REVIEWER = "reviewer"
    ADMIN = "admin"


@dataclass(frozen=True)
class Principal:
    """Who is calling: a key's id, name and role (``key_id`` None: loopback with no keys configured)."""

    key_id: str | None
    name: str
    role: Role

    @property
    def actor(self) -> str:
        """How the queue records this caller (unique per key): ``name@keyid``, or ``local``."""
        return self.name if self.key_id is None else f"{self.name}@{self.key_id}"

    def may(self, roles: frozenset[Role]) -> bool:
        return self.role is Role.ADMIN or self.role in roles


# With no keys configured, loopback callers act as this principal.
LOCAL = Principal(None, "local", Role.ADMIN)


@dataclass(frozen=True)
class ApiKey:
    id: str
    name: str
    role: Role
    created_at: dt.datetime
    revoked_at: dt.datetime | None

    def to_json(self) -> dict[str, str | None]:
        return {
            "id": self.id,
            "name": self.name,
            "role": self.role.value,
            "created_at": self.created_at.isoformat(),
            "revoked_at": self.revoked_at.isoformat() if self.revoked_at else None,
        }


@dataclass(frozen=True)
class Session:
    principal: Principal
    csrf: str
    expires_at: dt.datetime


def _utc(value: dt.datetime | None) -> dt.datetime | None:
    if value is None:
        return None
    return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value.astimezone(dt.UTC)


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class KeyStore:
    """API keys and review sessions on one SQLAlchemy engine."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._hasher = PasswordHasher()
        self._verified: dict[str, str] = {}  # sha256(token) -> the argon2 hash it verified against
        self._lock = threading.Lock()

    def warm_up(self) -> None:
        metadata.create_all(self.engine)

    # ---- keys --------------------------------------------------------------
    def create(self, name: str, role: Role) -> tuple[ApiKey, str]:
        """A new key; returns it and the token (shown once, never stored).

        Raises:
            ContractError: blank or over-long name.
        """
        name = name.strip()
        if not name or len(name) > _NAME_MAX:
            raise ContractError([ContractViolation("key", None, "name", f"must be 1 to {_NAME_MAX} visible characters")])
        key_id = secrets.token_hex(_KEY_ID_BYTES)
        secret = secrets.token_urlsafe(_SECRET_BYTES)
        now = dt.datetime.now(dt.UTC)
        with self.engine.begin() as c:
            c.execute(
                sa.insert(keys_table).values(
                    id=key_id, name=sql_text(name), role=role.value, hash=self._hasher.hash(secret), created_at=now
                )
            )
        return ApiKey(key_id, name, role, now, None), f"{_PREFIX}_{key_id}_{secret}"

    def list(self, include_revoked: bool = True) -> list[ApiKey]:
        q = sa.select(keys_table).order_by(keys_table.c.created_at, keys_table.c.id)
        if not include_revoked:
            q = q.where(keys_table.c.revoked_at.is_(None))
        with self.engine.connect() as c:
            return [
                ApiKey(r.id, r.name, Role(r.role), _utc(r.created_at), _utc(r.revoked_at))  # type: ignore[arg-type]
                for r in c.execute(q)
            ]

    def revoke(self, key_id: str) -> ApiKey:
        """Revoke a key (idempotent) and end its review sessions.

        Raises:
            NotFound: no key with this id.
        """
        now = dt.datetime.now(dt.UTC)
        with self.engine.begin() as c:
            c.execute(
                sa.update(keys_table).where(keys_table.c.id == key_id, keys_table.c.revoked_at.is_(None)).values(revoked_at=now)
            )
            c.execute(sa.delete(sessions_table).where(sessions_table.c.key_id == key_id))
        for k in self.list():
            if k.id == key_id:
                return k
        raise NotFound("API key", key_id)

    def active_count(self) -> int:
        with self.engine.connect() as c:
            q = sa.select(sa.func.count()).select_from(keys_table).where(keys_table.c.revoked_at.is_(None))
            return int(c.execute(q).scalar_one())

    def authenticate(self, token: str) -> Principal | None:
        """The principal of a valid, unrevoked key; None otherwise (never raises on garbage)."""
        parts = token.strip().split("_", 2)
        if len(parts) != 3 or parts[0] != _PREFIX or not parts[1] or not parts[2] or len(token) > 200:
            return None
        key_id, secret = parts[1], parts[2]
        with self.engine.connect() as c:
            row = c.execute(sa.select(keys_table).where(keys_table.c.id == key_id)).first()
        if row is None or row.revoked_at is not None:
            return None
        digest = _sha(token)
        with self._lock:
            known = self._verified.get(digest)
        if known is None or not hmac.compare_digest(known, row.hash):
            try:
                self._hasher.verify(row.hash, secret)
            except (VerificationError, InvalidHashError):
                return None
            with self._lock:
                if len(self._verified) >= _VERIFIED_CACHE:
                    self._verified.clear()
                self._verified[digest] = row.hash
        return Principal(row.id, row.name, Role(row.role))

    # ---- review sessions -----------------------------------------------------
    def open_session(self, principal: Principal, ttl_s: int) -> tuple[str, Session]:
        """A new session; returns the cookie value (only its hash is stored) and the session."""
        token = secrets.token_urlsafe(32)
        session = Session(principal, secrets.token_urlsafe(32), dt.datetime.now(dt.UTC) + dt.timedelta(seconds=ttl_s))
        now = dt.datetime.now(dt.UTC)
        with self.engine.begin() as c:
            c.execute(sa.delete(sessions_table).where(sessions_table.c.expires_at < now))
            c.execute(
                sa.insert(sessions_table).values(
                    token_hash=_sha(token),
                    key_id=principal.key_id,
                    name=sql_text(principal.name),
                    role=principal.role.value,
                    csrf=session.csrf,
                    expires_at=session.expires_at,
                )
            )
        return token, session

    def session(self, token: str | None) -> Session | None:
        """The live session for a cookie value; None if unknown, expired, or its key was revoked."""
        if not token or len(token) > 200:
            return None
        now = dt.datetime.now(dt.UTC)
        with self.engine.connect() as c:
            row = c.execute(sa.select(sessions_table).where(sessions_table.c.token_hash == _sha(token))).first()
            if row is None or _utc(row.expires_at) <= now:  # type: ignore[operator]
                return None
            if row.key_id is not None:
                key = c.execute(sa.select(keys_table.c.revoked_at).where(keys_table.c.id == row.key_id)).first()
                if key is None or key.revoked_at is not None:
                    return None
        return Session(Principal(row.key_id, row.name, Role(row.role)), row.csrf, _utc(row.expires_at))  # type: ignore[arg-type]

    def close_session(self, token: str | None) -> None:
        if token:
            with self.engine.begin() as c:
                c.execute(sa.delete(sessions_table).where(sessions_table.c.token_hash == _sha(token)))
