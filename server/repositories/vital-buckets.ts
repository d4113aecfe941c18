// The vital_buckets table: real-user speed as counts per day, page, device class, metric and bucket
// (the bucket's bounds are insights/vitals.ts'), so a p75 over any period is read from a few rows.
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../db/schema';
import type { VitalBucketsTable } from '../db/insights-schema';

/** Adds one sample to its bucket each (samples of one bucket in one batch are added together). */
export async function addSamples(db: Kysely<Tables>, rows: readonly VitalBucketsTable[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('vital_buckets')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'page', 'device', 'name', 'bucket'])
          .doUpdateSet({ count: sql`vital_buckets.count + ${row.count}` }),
      )
      .execute();
  }
}

/** Every bucket of the days from `from` to `to`, summed over the days. */
export async function bucketCounts(
  db: Kysely<Tables>,
  from: string,
  to: string,
): Promise<Omit<VitalBucketsTable, 'day'>[]> {
  const rows = await db
    .selectFrom('vital_buckets')
    .select(['page', 'device', 'name', 'bucket', sql<number>`sum(count)`.as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['page', 'device', 'name', 'bucket'])
    .execute();
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), count: Number(row.count) }));
}

export async function deleteBucketsBefore(db: Kysely<Tables>, day: string): Promise<void> {
  await db.deleteFrom('vital_buckets').where('day', '<', day).execute();
}
