// The experiments table: the runs of the headline experiment, the latest one current.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Tables } from '../db/schema';
import type { ExperimentsTable } from '../db/insights-schema';

export type ExperimentRow = Selectable<ExperimentsTable>;

export async function latestExperiment(db: Kysely<Tables>): Promise<ExperimentRow | undefined> {
  return db
    .selectFrom('experiments')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Inserts a run unless one with its id is there (two servers starting the first run make one). */
export async function insertExperiment(db: Kysely<Tables>, row: Insertable<ExperimentsTable>): Promise<void> {
  await db
    .insertInto('experiments')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function stopExperiment(db: Kysely<Tables>, id: string, at: string): Promise<void> {
  await db.updateTable('experiments').set({ stopped_at: at }).where('id', '=', id).execute();
}
