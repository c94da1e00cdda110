"""When a table's game ended, for the archive of finished games (newest first).

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("ended", sa.String(40), nullable=True))
        batch.create_index("ix_tables_ended", ["ended"])
    op.execute(sa.text("UPDATE tables SET ended = created WHERE finished"))


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_index("ix_tables_ended")
        batch.drop_column("ended")
