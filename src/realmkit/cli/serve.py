"""`realmkit serve`: the browser table (extra `web`)."""

from __future__ import annotations

import socket

import click


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on `host`:`port`, or a one-line error naming --host and --port."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0][0]
        return socket.create_server((host, port), family=family)
    except (OSError, UnicodeError) as error:
        reason = getattr(error, "strerror", None) or error
        raise click.ClickException(f"--host {host} --port {port}: cannot listen there: {reason}") from None


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port.")
@click.option("--db", "db_url", default=None, metavar="URL",
              help="Database: sqlite:///PATH or postgresql+psycopg://USER@HOST/DB "
                   "[default: a SQLite file in the user's data directory]")
@click.option("--pause", default=0.6, show_default=True, type=float,
              help="Seconds (0 to 10) an AI seat waits before each move, so that people can follow it.")
@click.option("--ai-effort", default=4.0, show_default=True, type=float,
              help="The most effort (1 to 1000) a table may ask of an AI seat, as a multiple of its "
                   "agent's default: the product over its options iterations, samples, deals, cards, "
                   "drop, plan, budget, rollouts.")
@click.option("--ai-seconds", default=10.0, show_default=True, type=float,
              help="The most seconds (up to 600) a table may set an AI seat to think per move.")
def serve(host: str, port: int, db_url: str | None, pause: float, ai_effort: float,
          ai_seconds: float) -> None:
    """Serve the browser table: open http://HOST:PORT/ to create, join, watch and replay games."""
    try:
        import uvicorn

        from realmkit.web.app import create_app
        from realmkit.web.db import default_url
        from realmkit.web.limits import MAX_BODY, limits
    except ImportError as error:
        raise click.ClickException(
            f"the browser table needs the web extra ({error.name} is missing): pip install 'realmkit[web]'"
        ) from None
    from sqlalchemy.exc import SQLAlchemyError

    try:
        chosen = limits(pause=pause, ai_effort=ai_effort, ai_seconds=ai_seconds)
    except ValueError as error:
        raise click.ClickException(str(error)) from None
    url = db_url or default_url()
    try:
        app = create_app(url, chosen)
    except (SQLAlchemyError, RuntimeError) as error:
        raise click.ClickException(
            f"--db {url}: {error}; expected sqlite:///PATH or postgresql+psycopg://USER@HOST:PORT/DB"
        ) from None
    listening = listen(host, port)
    click.echo(f"realmkit: serving on http://{host}:{port}/")
    config = uvicorn.Config(app, log_level="warning", ws_max_size=MAX_BODY)
    uvicorn.Server(config).run(sockets=[listening])


COMMANDS = [serve]
