"""Offline API docs: Swagger UI served from the ``swagger-ui-bundle-v2`` package, no CDN.

``/docs`` renders the UI for ``/openapi.json`` with the bundle's own JavaScript
and CSS under ``/docs/assets``; nothing is fetched from the internet.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from starlette.staticfiles import StaticFiles

ASSETS_URL = "/docs/assets"


def swagger_ui_dir() -> Path | None:
    """Where the packaged Swagger UI files are (None if the package is missing)."""
    try:
        import swagger_ui_bundle
    except ImportError:
        return None
    path = Path(swagger_ui_bundle.swagger_ui_path)
    return path if (path / "swagger-ui-bundle.js").exists() else None


def install_docs(app: FastAPI) -> None:
    """Serve ``/docs`` from local assets (not included in the OpenAPI document)."""
    assets = swagger_ui_dir()
    if assets is None:  # the package is a declared dependency; say so rather than load a CDN
        return
    app.mount(ASSETS_URL, StaticFiles(directory=assets), name="swagger-assets")

    @app.get("/docs", include_in_schema=False)
    async def swagger_ui() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=app.openapi_url or "/openapi.json",
            title=f"{app.title} API",
            swagger_js_url=f"{ASSETS_URL}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS_URL}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS_URL}/favicon-32x32.png",
        )
