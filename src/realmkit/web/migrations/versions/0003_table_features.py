"""Names, seat links, private tables, clocks, how a table ended, rematches, undos, move times
and chat.

Every saved table keeps its rows: the new columns of existing rows are empty (no names, no
links, public, no clock, a gone seat ends the table) or false.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("private", sa.Boolean(), nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("settings", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("outcome", sa.Text(), nullable=True))
        batch.add_column(sa.Column("rematch", sa.String(32), nullable=True))
        batch.add_column(sa.Column("undos", sa.Integer(), nullable=False, server_default="0"))
    op.execute(sa.text("UPDATE tables SET settings = '{}'"))
    with op.batch_alter_table("tables") as batch:
        batch.alter_column("settings", existing_type=sa.JSON(), nullable=False)
        batch.alter_column("private", existing_type=sa.Boolean(), server_default=None)
        batch.alter_column("undos", existing_type=sa.Integer(), server_default=None)
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("link_hash", sa.String(64), nullable=True))
        batch.add_column(sa.Column("name", sa.String(40), nullable=True))
        batch.add_column(sa.Column("status", sa.String(20), nullable=True))
    with op.batch_alter_table("moves") as batch:
        batch.add_column(sa.Column("at", sa.String(40), nullable=True))
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False, index=True),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(40), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("at", sa.String(40), nullable=False),
    )
    op.create_table(
        "players",
        sa.Column("folded", sa.String(40), primary_key=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("created", sa.String(40), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("players")
    op.drop_table("chat")
    with op.batch_alter_table("moves") as batch:
        batch.drop_column("at")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("status")
        batch.drop_column("name")
        batch.drop_column("link_hash")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("undos")
        batch.drop_column("rematch")
        batch.drop_column("outcome")
        batch.drop_column("settings")
        batch.drop_column("private")
