// The e-mails about a booked consultation, each with its iCalendar (invites.ts) as nodemailer's
// icalEvent (a text/calendar; method=… alternative part, which mail programs offer to add):
// - to the visitor: the invite (REQUEST), the reminder a day before, the cancellation (CANCEL). They
//   go to an address nobody confirmed, so they carry no word the visitor typed (no name, company or
//   topic): only the time, the advisor's name, the firm's details and the manage link.
// - to the advisor: the invite and the cancellation, with the visitor's details and a link to the lead.
import type Mail from 'nodemailer/lib/mailer';
import { MANAGE_MEETING_PAGE } from '../../src/contracts/booking-fields';
import { escapeHtml } from '../../src/core/escape-html';
import { FIRM } from '../../src/core/firm';
import { type MeetingEvent, ICalCalendarMethod, meetingCalendar } from '../booking/invites';
import { button, layout, link, type MailContext, signatureHtml, signatureText, table } from './templates';

/** A meeting as its messages were written: they say what was true when each was queued. */
export interface MeetingSnapshot {
  meetingId: string;
  start: string;
  end: string;
  sequence: number;
  advisor: { name: string; email: string };
}

export interface VisitorMeetingMail {
  meeting: MeetingSnapshot;
  visitorEmail: string;
  /** The zone the visitor's times are written in. */
  timeZone: string;
  /** The manage link's token (absent on a cancellation: nothing is left to manage). */
  manageToken?: string;
}

export interface AdvisorMeetingMail {
  meeting: MeetingSnapshot;
  firmTimeZone: string;
  visitor: { email: string; name?: string | undefined; company?: string | undefined; phone?: string | undefined };
  topic: string;
  leadId: string | null;
}

export const MEETING_TEMPLATES = [
  'meeting-invite',
  'meeting-reminder',
  'meeting-cancel',
  'meeting-advisor-invite',
  'meeting-advisor-cancel',
] as const;
export type MeetingTemplate = (typeof MEETING_TEMPLATES)[number];

/** What an event needs of the mail settings: the site's address for links, the organizer's. */
type EventContext = Pick<MailContext, 'publicUrl' | 'from'>;

export const isMeetingTemplate = (template: string): template is MeetingTemplate =>
  (MEETING_TEMPLATES as readonly string[]).includes(template);

/** "Tuesday, December 1, 2026 at 9:00 AM CST" in `zone`. */
export function formatMeetingTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const minutesLong = ({ start, end }: MeetingSnapshot) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
const advisorName = (meeting: MeetingSnapshot) => meeting.advisor.name || `A ${FIRM.shortName} advisor`;
/** The firm's address of MAIL_FROM: the organizer of every invite. */
const organizerOf = (context: EventContext) => ({
  name: FIRM.name,
  email: /<([^<>]+)>/.exec(context.from)?.[1] ?? context.from,
});

const VISITOR_SUMMARY = `Cash flow consultation with ${FIRM.name}`;

function visitorEvent(data: VisitorMeetingMail, context: EventContext, cancelled: boolean): MeetingEvent {
  const manage = data.manageToken ? manageUrl(context, data.manageToken) : undefined;
  return {
    ...data.meeting,
    cancelled,
    timeZone: data.timeZone,
    summary: VISITOR_SUMMARY,
    description: [
      `${advisorName(data.meeting)} of ${FIRM.name} will contact you at this time.`,
      manage ? `To reschedule or cancel: ${manage}` : '',
      `Questions: ${FIRM.phone}`,
    ]
      .filter(Boolean)
      .join('\n'),
    organizer: organizerOf(context),
    attendees: [{ email: data.visitorEmail }],
    ...(manage ? { url: manage } : {}),
  };
}

/** Who the advisor meets, in a few words (an erased person is no longer named). */
const whoOf = ({ visitor }: AdvisorMeetingMail) =>
  visitor.company || visitor.name || visitor.email || 'a removed contact';

export function advisorEvent(data: AdvisorMeetingMail, context: EventContext, cancelled: boolean): MeetingEvent {
  const who = whoOf(data);
  return {
    ...data.meeting,
    cancelled,
    timeZone: data.firmTimeZone,
    summary: `Consultation: ${who}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    description: [
      ...visitorRows(data).map(([label, value]) => `${label}: ${value}`),
      data.leadId ? `Lead: ${leadUrl(context, data.leadId)}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    organizer: organizerOf(context),
    attendees: [
      { email: data.meeting.advisor.email, ...(data.meeting.advisor.name ? { name: data.meeting.advisor.name } : {}) },
    ],
    ...(data.leadId ? { url: leadUrl(context, data.leadId) } : {}),
  };
}

const manageUrl = (context: EventContext, token: string) =>
  link(context, `${MANAGE_MEETING_PAGE}?token=${encodeURIComponent(token)}`);
const leadUrl = (context: EventContext, leadId: string) => link(context, `/staff/leads/${encodeURIComponent(leadId)}`);

function visitorRows(data: AdvisorMeetingMail): [string, string][] {
  const rows: [string, string | undefined][] = [
    ['Name', data.visitor.name],
    ['Company', data.visitor.company],
    ['E-mail', data.visitor.email],
    ['Phone', data.visitor.phone],
    ['To discuss', data.topic],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const icalEvent = (method: ICalCalendarMethod, event: MeetingEvent): Mail.IcalAttachment => ({
  method,
  filename: method === ICalCalendarMethod.CANCEL ? 'cancel.ics' : 'invite.ics',
  content: meetingCalendar(method, [event]).toString(),
});

function visitorEmail(template: MeetingTemplate, data: VisitorMeetingMail, context: MailContext): Mail.Options {
  const when = formatMeetingTime(data.meeting.start, data.timeZone);
  const who = advisorName(data.meeting);
  const manage = data.manageToken ? manageUrl(context, data.manageToken) : undefined;
  const cancelled = template === 'meeting-cancel';
  const [subject, title, intro] = cancelled
    ? [
        `Cancelled: your consultation on ${when}`,
        'Your consultation is cancelled',
        `Your consultation on ${when} with ${who} is cancelled.`,
      ]
    : template === 'meeting-reminder'
      ? [
          `Reminder: your consultation on ${when}`,
          'Your consultation is tomorrow',
          `A reminder: ${who} of ${FIRM.name} will contact you on ${when} for your free ${minutesLong(data.meeting)}-minute cash flow consultation.`,
        ]
      : [
          `Your consultation with ${FIRM.name} on ${when}`,
          'Your consultation is booked',
          `${who} of ${FIRM.name} will contact you on ${when} for your free ${minutesLong(data.meeting)}-minute cash flow consultation. The invitation is attached: add it to your calendar.`,
        ];
  const change = manage
    ? `Need another time? Reschedule or cancel here: ${manage}`
    : `To book another time, visit ${link(context, '/talk-to-expert')}.`;
  const ignore = 'If you did not book this, you can cancel it with the link, or ignore this e-mail.';
  return {
    subject,
    text: [
      intro,
      '',
      change,
      ...(cancelled ? [] : ['', ignore]),
      '',
      `Questions: ${FIRM.phone}`,
      '',
      signatureText(),
    ].join('\n'),
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p>${manage ? button(manage, 'Reschedule or cancel') : `<p>${escapeHtml(change)}</p>`}${cancelled ? '' : `<p>${escapeHtml(ignore)}</p>`}<p>Questions: ${escapeHtml(FIRM.phone)}</p>${signatureHtml()}`,
    ),
    ...(template === 'meeting-reminder'
      ? {}
      : {
          icalEvent: icalEvent(
            cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
            visitorEvent(data, context, cancelled),
          ),
        }),
  };
}

function advisorEmail(template: MeetingTemplate, data: AdvisorMeetingMail, context: MailContext): Mail.Options {
  const when = formatMeetingTime(data.meeting.start, data.firmTimeZone);
  const who = whoOf(data);
  const cancelled = template === 'meeting-advisor-cancel';
  const subject = (
    cancelled ? `Cancelled: consultation with ${who} on ${when}` : `Booked: consultation with ${who} on ${when}`
  )
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 200);
  const intro = cancelled
    ? `The consultation on ${when} is cancelled.`
    : `A ${minutesLong(data.meeting)}-minute consultation on ${when} is booked with you: call them then (or e-mail them when they gave no phone).`;
  const lead = data.leadId ? leadUrl(context, data.leadId) : undefined;
  return {
    subject,
    ...(cancelled || !data.visitor.email ? {} : { replyTo: data.visitor.email }),
    text: [
      intro,
      '',
      ...visitorRows(data).map(([label, value]) => `${label}: ${value}`),
      ...(lead ? ['', `Their figures and notes: ${lead}`] : []),
    ].join('\n'),
    html: layout(
      cancelled ? 'Consultation cancelled' : 'Consultation booked',
      `<p>${escapeHtml(intro)}</p>${table(visitorRows(data))}${lead ? button(lead, 'Open the lead') : ''}`,
    ),
    icalEvent: icalEvent(
      cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
      advisorEvent(data, context, cancelled),
    ),
  };
}

/** Builds the message of a meeting's outbox row. */
export function meetingEmail(template: MeetingTemplate, data: unknown, context: MailContext): Mail.Options {
  return template.startsWith('meeting-advisor-')
    ? advisorEmail(template, data as AdvisorMeetingMail, context)
    : visitorEmail(template, data as VisitorMeetingMail, context);
}
