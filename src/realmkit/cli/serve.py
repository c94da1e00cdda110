"""`realmkit serve`: the browser table (extra `web`)."""

from __future__ import annotations

import click


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port.")
@click.option("--db", "db_url", default=None, metavar="URL",
              help="Database: sqlite:///PATH or postgresql+psycopg://USER@HOST/DB "
                   "[default: a SQLite file in the user's data directory]")
@click.option("--pause", default=0.6, show_default=True, type=click.FloatRange(0, 10),
              help="Seconds an AI seat waits before each move, so that people can follow it.")
def serve(host: str, port: int, db_url: str | None, pause: float) -> None:
    """Serve the browser table: open http://HOST:PORT/ to create, join, watch and replay games."""
    try:
        import uvicorn

        from realmkit.web.app import create_app
        from realmkit.web.db import default_url
    except ImportError as error:
        raise click.ClickException(
            f"the browser table needs the web extra ({error.name} is missing): pip install 'realmkit[web]'"
        ) from None
    from sqlalchemy.exc import SQLAlchemyError

    url = db_url or default_url()
    try:
        app = create_app(url, pause=pause)
    except (SQLAlchemyError, RuntimeError) as error:
        raise click.ClickException(
            f"--db {url}: {error}; expected sqlite:///PATH or postgresql+psycopg://USER@HOST:PORT/DB"
        ) from None
    click.echo(f"realmkit: serving on http://{host}:{port}/")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=16 * 1024)


COMMANDS = [serve]
