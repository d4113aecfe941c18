// What every part of the staff area works with: the database, the clock, and the site's address.
import type { Storage } from '../storage';

/** The storage's database and clock (stamp: what one person did in a row lists in that order). */
export interface StaffContext extends Pick<Storage, 'db' | 'engine' | 'holder' | 'now' | 'stamp'> {
  /** PUBLIC_URL: the site's address as people reach it (setup links; an Origin the API accepts). */
  publicUrl: URL;
  /** FIRM_TIME_ZONE: the zone of the meetings' times in advisors' messages. */
  firmTimeZone: string;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** PostgreSQL returns bigint columns as text. */
export const millis = (value: number | string | null): number => Number(value ?? 0);
