"""Refusals: every error the server answers is `{"error": "..."}` with its HTTP status.

A refusal says what is wrong and what is allowed; it never repeats the request's body (at
most a short piece of a field's name or a path).
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from sqlalchemy.exc import DBAPIError
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from realmkit.core import RealmkitError
from realmkit.core.files import cut

log = logging.getLogger("realmkit.web")


class WebError(Exception):
    """A request the server refuses; `status` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


class ErrorBody(BaseModel):
    """The body of every refusal and failure."""

    error: str = Field(description="what is wrong and what is allowed")


RESPONSES: dict[int | str, dict[str, object]] = {
    "4XX": {"model": ErrorBody, "description": "refused: a bad request, token, table, move or body size"},
    "5XX": {"model": ErrorBody, "description": "the server failed, or its database is unavailable (503)"},
}
"""The error responses of every operation in the OpenAPI document."""

UNAVAILABLE = "the database is unavailable; nothing was changed: try again shortly"


def answer(message: str, status: int) -> JSONResponse:
    return JSONResponse({"error": message}, status)


def install(app: FastAPI) -> None:
    """Answer every refusal and failure of `app` in the one shape."""

    @app.exception_handler(WebError)
    async def refused(_request: Request, error: WebError) -> JSONResponse:
        return answer(str(error), error.status)

    @app.exception_handler(RealmkitError)
    async def bad_game(_request: Request, error: RealmkitError) -> JSONResponse:
        return answer(str(error), 400)

    @app.exception_handler(RequestValidationError)
    async def malformed(_request: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0]
        where = ".".join(cut(part, 40) if isinstance(part, str) else str(part)
                         for part in first["loc"] if part != "body")
        return answer(f"{where or 'body'}: {first['msg']}", 422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> JSONResponse:
        path = cut(request.url.path)
        known = {404: f"nothing at {path}: see /docs for the API",
                 405: f"{request.method} is not allowed on {path}"}
        message = known.get(error.status_code, str(error.detail))
        return answer(message, error.status_code)

    @app.exception_handler(DBAPIError)
    async def database_down(_request: Request, error: DBAPIError) -> JSONResponse:
        log.warning("database error: %s", error.orig)
        return answer(UNAVAILABLE, 503)

    @app.exception_handler(Exception)
    async def failed(_request: Request, _error: Exception) -> JSONResponse:
        return answer("the server failed on this request; it is logged", 500)


class BodyLimit:
    """ASGI middleware: a request body over `limit` bytes is refused (413) as it arrives,
    whether it declares its length or comes in chunks; it is never read past the limit.
    The shape follows Starlette's pure ASGI middleware (starlette/middleware/gzip.py)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = f"request too large: a body holds at most {self.limit} bytes"
        length = Headers(scope=scope).get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await answer(too_large, 413)(scope, receive, send)
            return
        received = 0

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise HTTPException(413, too_large)
            return message

        await self.app(scope, counted, send)
