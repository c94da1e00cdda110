"""The schema: Alembic's migrations build exactly the models' tables, and run again harmlessly."""

from __future__ import annotations

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from sqlalchemy import text

from realmkit.web.db import MIGRATIONS, Base, make_engine, open_database


def test_the_migrations_build_the_models_schema_and_are_idempotent(db_url: str) -> None:
    open_database(db_url)
    sessions = open_database(db_url)
    with sessions() as session:
        connection = session.connection()
        context = MigrationContext.configure(connection)
        assert context.get_current_revision() == "0003"
        assert compare_metadata(context, Base.metadata) == []


def test_a_finished_table_saved_before_the_archive_gets_its_end_time(db_url: str) -> None:
    """Revision 0002 dates the games that ended before it by their start, so the archive lists them."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with make_engine(db_url).begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(text("INSERT INTO tables VALUES ('old', 'realm-classic', '5', '[]', "
                                "'2026-01-02T03:04:05+00:00', true)"))
    sessions = open_database(db_url)
    with sessions() as session:
        assert session.execute(text("SELECT ended FROM tables")).scalar() == "2026-01-02T03:04:05+00:00"
