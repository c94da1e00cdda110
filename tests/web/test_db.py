"""The schema: Alembic's migrations build exactly the models' tables, and run again harmlessly."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from realmkit.web.db import Base, open_database


def test_the_migrations_build_the_models_schema_and_are_idempotent(db_url: str) -> None:
    open_database(db_url)
    sessions = open_database(db_url)
    with sessions() as session:
        connection = session.connection()
        context = MigrationContext.configure(connection)
        assert context.get_current_revision() == "0001"
        assert compare_metadata(context, Base.metadata) == []
