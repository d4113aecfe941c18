// Advisors' own calendars over CalDAV (RFC 4791), with tsdav: their busy times are left out of the
// slots, and each meeting is written to (moved in, removed from) their calendar through the outbox,
// so a calendar server that is down delays the write and never loses the booking. The password is
// kept encrypted (AES-256-GCM, with a key every server shares in server_secrets) and never answered.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { calendarQuery, createObject, deleteObject, getBasicAuthHeaders } from 'tsdav';
import { PermanentDeliveryError } from '../mail/delivery-errors';
import { advisorEvent } from '../mail/meeting-emails';
import { caldavOf, caldavOfAccounts, type CaldavRow, noteCaldavOutcome } from '../repositories/calendars';
import { findMeeting } from '../repositories/meetings';
import { sharedSecret } from '../repositories/server-secrets';
import type { Storage } from '../storage';
import { ICalCalendarMethod, meetingCalendar, meetingUid } from './invites';
import { advisorMailOf } from './meeting-mail';
import type { CalendarBusy } from './schedule';
import type { Span } from './slots';

/** The outbox template of a CalDAV write. */
export const CALENDAR_SYNC = 'caldav-sync';

/** The shared key's name in server_secrets. */
export const CALDAV_KEY = 'caldav-credentials';
/** How long one request to a calendar server may take before it counts as down. */
const TIMEOUT_MS = 5_000;
/** Busy times are read again after this long. */
const BUSY_CACHE_MS = 60_000;

/** A caldav-sync row's data. */
export interface CalendarSyncTask {
  meetingId: string;
  advisorId: string;
}

export interface CaldavSettings {
  url: string;
  username: string;
  password: string;
}

export interface Calendars {
  busy: CalendarBusy;
  encrypt(password: string): string;
  /** Reads the calendar with the settings: undefined when it answers, else why not. */
  check(settings: CaldavSettings): Promise<string | undefined>;
  /** Brings a meeting as it now is into the advisor's calendar (the outbox's caldav-sync rows). */
  sync(data: CalendarSyncTask, context: { publicUrl: string; from: string; firmTimeZone: string }): Promise<void>;
  /** Forgets cached busy times (the settings changed). */
  forget(advisorId: string): void;
}

const collectionUrl = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The busy spans of the events of a calendar object in [from, to): recurring ones expanded; free (TRANSPARENT) and cancelled ones left out, and our own meetings (already busy by their claims). */
export function busySpans(ics: string, window: Span, ownUidSuffix: string): Span[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const spans: Span[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (event.uid?.endsWith(ownUidSuffix)) continue;
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!event.isRecurring()) {
      const start = event.startDate.toJSDate().getTime();
      const end = (event.endDate ?? event.startDate).toJSDate().getTime();
      if (start < window.end && end > window.start) spans.push({ start, end });
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(), count = 0; next && count < 1000; next = iterator.next(), count++) {
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate().getTime();
      if (start >= window.end) break;
      const end = details.endDate.toJSDate().getTime();
      if (end > window.start) spans.push({ start, end });
    }
  }
  return spans;
}

export async function caldavCalendars(storage: Pick<Storage, 'db' | 'now' | 'stamp'>): Promise<Calendars> {
  const key = createHash('sha256')
    .update(await sharedSecret(storage.db, CALDAV_KEY, storage.now()))
    .digest();
  const encrypt = (password: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const text = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), text].map((part) => part.toString('base64url')).join('.');
  };
  const decrypt = (stored: string) => {
    const [iv, tag, text] = stored.split('.').map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  };
  const headersOf = (settings: { username: string; password: string }) =>
    getBasicAuthHeaders({ username: settings.username, password: settings.password });
  /** Our meetings' UIDs end so (meetingUid): they are busy by their claims already. */
  const ownUidSuffix = meetingUid('');

  /** The busy spans of the calendar's events in the window: one REPORT (calendar-query) with their data; a refusal throws. */
  const readBusy = async (settings: CaldavSettings, window: Span): Promise<Span[]> => {
    const range = {
      start: `${new Date(window.start).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`,
      end: `${new Date(window.end).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`,
    };
    const responses = await calendarQuery({
      url: collectionUrl(settings.url),
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: [
        {
          'comp-filter': {
            _attributes: { name: 'VCALENDAR' },
            'comp-filter': { _attributes: { name: 'VEVENT' }, 'time-range': { _attributes: range } },
          },
        },
      ],
      depth: '1',
      headers: headersOf(settings),
      fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
    });
    const refused = responses.find((response) => !response.ok && !response.href);
    if (refused)
      throw new Error(`The calendar server answered ${refused.status} ${refused.statusText ?? ''}`.trim() + '.');
    return responses.flatMap((response) => {
      const data = (response.props?.calendarData as { _cdata?: string } | string | undefined) ?? undefined;
      const text = typeof data === 'string' ? data : data?._cdata;
      return text ? busySpans(text, window, ownUidSuffix) : [];
    });
  };

  const settingsOf = (row: CaldavRow): CaldavSettings => ({
    url: row.url,
    username: row.username,
    password: decrypt(row.password_encrypted),
  });
  const cache = new Map<string, { at: number; window: Span; spans: Span[] }>();

  const busy: CalendarBusy = async (advisorIds, window) => {
    const rows = await caldavOfAccounts(storage.db, advisorIds);
    const result = new Map<string, Span[]>();
    await Promise.all(
      rows.map(async (row) => {
        const cached = cache.get(row.account_id);
        if (
          cached &&
          storage.now() - cached.at < BUSY_CACHE_MS &&
          cached.window.start <= window.start &&
          cached.window.end >= window.end
        ) {
          result.set(row.account_id, cached.spans);
          return;
        }
        try {
          const spans = await readBusy(settingsOf(row), window);
          cache.set(row.account_id, { at: storage.now(), window, spans });
          result.set(row.account_id, spans);
          await noteCaldavOutcome(storage.db, row.account_id, { at: storage.stamp(), error: null });
        } catch (error) {
          // A calendar that cannot be read hides none of the advisor's slots: the booking's claim
          // still refuses a double booking, and the error is shown on their CalDAV settings.
          await noteCaldavOutcome(storage.db, row.account_id, { at: storage.stamp(), error: describe(error) });
        }
      }),
    );
    return result;
  };

  const sync: Calendars['sync'] = async ({ meetingId, advisorId }, context) => {
    const row = await caldavOf(storage.db, advisorId);
    if (!row) return; // the settings were removed since: nothing to write to
    const settings = settingsOf(row);
    const meeting = await findMeeting(storage.db, meetingId);
    const url = `${collectionUrl(settings.url)}${meetingId}.ics`;
    const headers = headersOf(settings);
    const fetchOptions = { signal: AbortSignal.timeout(TIMEOUT_MS) };
    try {
      if (!meeting || meeting.status === 'cancelled' || meeting.advisor_id !== advisorId) {
        const response = await deleteObject({ url, headers, fetchOptions });
        if (!response.ok && response.status !== 404) throw httpError(response);
      } else {
        const event = advisorEvent(await advisorMailOf(storage.db, meeting, context.firmTimeZone), context, false);
        // A calendar object carries no METHOD (RFC 4791 4.1).
        const calendar = meetingCalendar(ICalCalendarMethod.PUBLISH, [event]);
        calendar.method(null);
        const response = await createObject({
          url,
          data: calendar.toString(),
          headers: { ...headers, 'content-type': 'text/calendar; charset=utf-8' },
          fetchOptions,
        });
        if (!response.ok) throw httpError(response);
      }
      await noteCaldavOutcome(storage.db, advisorId, { at: storage.stamp(), error: null });
      cache.delete(advisorId);
    } catch (error) {
      await noteCaldavOutcome(storage.db, advisorId, { at: storage.stamp(), error: describe(error) });
      throw error;
    }
  };

  return {
    busy,
    encrypt,
    check: async (settings) => {
      try {
        const now = storage.now();
        await readBusy(settings, { start: now, end: now + 24 * 60 * 60_000 });
        return undefined;
      } catch (error) {
        return describe(error);
      }
    },
    sync,
    forget: (advisorId) => cache.delete(advisorId),
  };
}

function httpError(response: Response): Error {
  const message = `The calendar server answered ${response.status} ${response.statusText}.`;
  // Refused credentials or a missing calendar will not mend by retrying soon, but settings can be
  // fixed: both are retried with the outbox's growing delays, except a malformed request (400).
  return response.status === 400 ? new PermanentDeliveryError(message) : new Error(message);
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'The calendar server did not answer in time.';
  return error instanceof Error ? error.message : String(error);
}
