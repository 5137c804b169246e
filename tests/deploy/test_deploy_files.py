"""The deploy files (not runnable here: no Docker engine) agree with the code.

Every ``MXR_*`` name used in ``deploy/compose.yaml``, ``deploy/Dockerfile`` and
``deploy/mxr.env.example`` must be a field of ``service.settings.Settings``
(nested sections joined with ``__``), every setting must be documented in the
env example, and the values given must validate.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel

from service.settings import Settings

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
COMPOSE = DEPLOY / "compose.yaml"
DOCKERFILE = DEPLOY / "Dockerfile"
ENV_EXAMPLE = DEPLOY / "mxr.env.example"

PREFIX = "MXR_"
NESTED = "__"
# `MXR_NAME=value` in an env file, commented out (`# MXR_NAME=…`) or not
_ENV_LINE = re.compile(r"^(?P<comment>#\s*)?(?P<name>MXR_[A-Z0-9_]+)=(?P<value>.*)$")
_MXR_NAME = re.compile(r"\bMXR_[A-Z0-9_]*[A-Z0-9]")

pytestmark = pytest.mark.unit


@pytest.fixture(autouse=True)
def _no_mxr_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings() here must see only what a test sets, not the caller's MXR_* variables."""
    import os

    for name in list(os.environ):
        if name.upper().startswith(PREFIX):
            monkeypatch.delenv(name)


def setting_names(model: type[BaseModel] = Settings, prefix: str = PREFIX) -> set[str]:
    """Every leaf setting as its environment variable name."""
    out: set[str] = set()
    for name, field in model.model_fields.items():
        ann = field.annotation
        if isinstance(ann, type) and issubclass(ann, BaseModel):
            out |= setting_names(ann, f"{prefix}{name.upper()}{NESTED}")
        else:
            out.add(f"{prefix}{name.upper()}")
    return out


def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))


def service_env(service: dict[str, Any]) -> dict[str, str]:
    """A compose service's `environment:` (mapping or list form) as a dict."""
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) if "=" in item else (item, "") for item in env)
    return {str(k): "" if v is None else str(v) for k, v in env.items()}


def env_example() -> list[tuple[str, str, bool]]:
    """(name, value, commented_out) for every assignment in mxr.env.example."""
    out = []
    for line in ENV_EXAMPLE.read_text(encoding="utf-8").splitlines():
        m = _ENV_LINE.match(line.strip())
        if m:
            out.append((m["name"], m["value"], bool(m["comment"])))
    return out


def unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


class TestComposeFile:
    def test_parses_and_has_the_four_services(self):
        services = compose()["services"]
        assert {"elasticsearch", "qdrant", "postgres", "mxr"} <= set(services)
        for name in ("elasticsearch", "qdrant", "postgres"):
            assert "healthcheck" in services[name], f"{name} has no healthcheck"
        # the service's own health check is the image's HEALTHCHECK (see TestDockerfile)
        assert "healthcheck" not in services["mxr"] or services["mxr"]["healthcheck"].get("disable") is not True

    def test_backend_versions(self):
        services = compose()["services"]
        es_tag = services["elasticsearch"]["image"].rsplit(":", 1)[1]
        assert es_tag.split(".")[0] == "9"  # elasticsearch-py 9 talks only to Elasticsearch 9
        q_tag = services["qdrant"]["image"].rsplit(":", 1)[1].removeprefix("v")
        assert tuple(int(p) for p in q_tag.split(".")[:2]) >= (1, 16)  # collection metadata
        assert services["postgres"]["image"].rsplit(":", 1)[1].split(".")[0] == "16"
        es_env = service_env(services["elasticsearch"])
        assert es_env["discovery.type"] == "single-node"
        assert es_env["xpack.security.enabled"] == "false"

    def test_mxr_service_uses_the_server_backends(self):
        svc = compose()["services"]["mxr"]
        env = service_env(svc)
        assert env["MXR_ES_URL"].startswith("http://elasticsearch:")
        assert env["MXR_QDRANT_URL"].startswith("http://qdrant:")
        assert env["MXR_DATABASE_URL"].startswith("postgresql+psycopg://")
        assert env["MXR_RERANK__MODEL"] == "/models/bge-reranker-v2-m3"
        assert env["MXR_DECISION__CALIBRATION"] == "/config/calibration.json"
        model_mounts = [v for v in svc["volumes"] if isinstance(v, str) and ":/models/bge-reranker-v2-m3" in v]
        assert model_mounts and all(v.endswith(":ro") for v in model_mounts)
        assert set(svc["depends_on"]) == {"elasticsearch", "qdrant", "postgres"}
        assert all(dep["condition"] == "service_healthy" for dep in svc["depends_on"].values())

    def test_every_mxr_name_is_a_setting_and_validates(self, monkeypatch: pytest.MonkeyPatch):
        known = setting_names()
        for name, svc in compose()["services"].items():
            env = service_env(svc)
            unknown = {k for k in env if k.startswith(PREFIX)} - known
            assert not unknown, f"service {name}: {sorted(unknown)} are not Settings fields"
        env = service_env(compose()["services"]["mxr"])
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        s = Settings()
        assert s.es_url and s.qdrant_url and s.database_url
        assert not s.embedded_engines  # every engine a server: replicas are possible
        assert s.rerank.model == "/models/bge-reranker-v2-m3"
        assert str(s.decision.calibration) == "/config/calibration.json"


class TestEnvExample:
    def test_every_name_is_a_setting(self):
        unknown = {name for name, _, _ in env_example()} - setting_names()
        assert not unknown, f"{sorted(unknown)} are not Settings fields"

    def test_every_setting_is_documented_once(self):
        names = [name for name, _, _ in env_example()]
        assert len(names) == len(set(names)), "a setting is listed twice"
        missing = setting_names() - set(names)
        assert not missing, f"settings missing from mxr.env.example: {sorted(missing)}"

    def test_every_setting_has_a_comment_above_it(self):
        lines = ENV_EXAMPLE.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if _ENV_LINE.match(line.strip()):
                above = lines[i - 1].strip() if i else ""
                assert above.startswith("#") and not _ENV_LINE.match(above), f"no comment above {line!r}"

    def test_values_validate(self, monkeypatch: pytest.MonkeyPatch):
        for name, value, _ in env_example():
            monkeypatch.setenv(name, unquote(value))
        s = Settings()  # raises on a value of the wrong type or out of range
        assert s.server.port == 8000 and s.rerank.max_length == 256

    def test_shown_defaults_match_the_code(self):
        """A commented-out line whose setting has a concrete default shows that default."""
        defaults = Settings()
        for name, value, commented in env_example():
            if not commented:
                continue
            path = name.removeprefix(PREFIX).lower().split(NESTED.lower())
            obj: Any = defaults
            for part in path:
                obj = getattr(obj, part)
            if obj is None or isinstance(obj, Path):
                continue  # unset by default (the line shows an example) or a path example
            shown = unquote(value)
            if isinstance(obj, bool):
                assert shown == str(obj).lower(), name
            elif isinstance(obj, float):
                assert float(shown) == obj, name
            elif isinstance(obj, int):
                assert int(shown) == obj, name
            else:
                assert shown.encode().decode("unicode_escape") == obj, name


class TestDockerfile:
    def test_mxr_names_are_settings(self):
        names = set(_MXR_NAME.findall(DOCKERFILE.read_text(encoding="utf-8")))
        assert names, "the Dockerfile sets MXR_DATA_DIR at least"
        assert names <= setting_names(), sorted(names - setting_names())

    def test_shape(self):
        text = DOCKERFILE.read_text(encoding="utf-8")
        assert re.search(r"^FROM python:3\.11-slim", text, re.M)
        torch_at = text.index("download.pytorch.org/whl/cpu")
        install_at = text.index('pip install ".[postgres]"')
        assert torch_at < install_at, "torch (CPU index) must be installed before the package"
        assert "HF_HUB_OFFLINE=1" in text
        assert "MXR_DATA_DIR=/data" in text and 'VOLUME ["/data"]' in text
        assert re.search(r"^USER mxr$", text, re.M)
        assert re.search(r"^HEALTHCHECK .*\n?.*/healthz", text, re.M)
        assert 'CMD ["mxr", "serve", "--host", "0.0.0.0"]' in text
