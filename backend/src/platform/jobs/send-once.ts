import type { DataSource, EntityManager } from 'typeorm';

/**
 * Delivers one queued row at most once, whichever process, retry or restart runs it. In one transaction the row is
 * read and locked (`select` takes the id as $1, leaves out a row already marked, and ends FOR UPDATE ... SKIP LOCKED,
 * so a row another process holds is skipped), `deliver` runs for it, and `mark` (the id as $1) stamps it done.
 */
export async function sendOnce<R>(
  db: DataSource,
  id: string,
  sql: { select: string; mark: string },
  deliver: (row: R, tx: EntityManager) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows: R[] = await tx.query(sql.select, [id]);
    const row = rows[0];
    if (!row) return;
    await deliver(row, tx);
    await tx.query(sql.mark, [id]);
  });
}
