/* A forecast's months as calendar months: "2026-11" in a lead or a link, "November 2026" in a sentence. */

export interface CalendarMonth {
  year: number;
  /** 0 for January to 11 for December, as Date counts them. */
  month: number;
}

const SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The month a date falls in, on the local calendar (the visitor's, as the forecast's month names are). */
export const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() });

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const total = year * 12 + month + count;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** Months from one calendar month to another: 2026-11 to 2027-01 is 2. */
export const monthsBetween = (from: CalendarMonth, to: CalendarMonth): number =>
  to.year * 12 + to.month - (from.year * 12 + from.month);

/** "2026-11". */
export const formatMonthStamp = ({ year, month }: CalendarMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`;

const STAMP = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" as a calendar month; undefined for anything else. */
export function parseMonthStamp(text: string): CalendarMonth | undefined {
  const match = STAMP.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) - 1 } : undefined;
}

/** "Nov" for 10, and for 22 or -2: the forecast table's month names. */
export function shortMonthName(monthIndex: number): string {
  return SHORT_NAMES[((monthIndex % 12) + 12) % 12]!;
}

/** "November" for 10: the seasonality fields' labels. */
export const longMonthName = (monthIndex: number): string => LONG_NAMES[monthIndex]!;

/** "November 2026". */
export const monthYearLabel = ({ year, month }: CalendarMonth): string => `${LONG_NAMES[month]} ${year}`;
