// How the staff pages write times and labels.

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Nov 23, 2026, 4:21 PM" in the reader's time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** How long ago, in the largest whole unit: "just now", "5 min", "3 h", "12 d". */
export function formatAge(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  return `${Math.floor(elapsed / DAY)} d`;
}

/** "contacted" → "Contacted", "sign-in-failed" → "Sign in failed". */
export const labelOf = (value: string): string => {
  const words = value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An account as people know it: its name, or its address when it has none. */
export const accountLabel = (account: { name: string; email: string } | null): string =>
  account ? account.name || account.email : 'System';

/** "1 lead", "3 leads": a count with its noun. */
export const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
