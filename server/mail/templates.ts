// Every e-mail the server sends, as HTML with a plain-text alternative. Data comes from the outbox
// row; every value a person typed is escaped in HTML and sits only in bodies, never in headers but the
// recipient (addresses are validated by the contract, and nodemailer encodes headers).
import { STAFF_PAGES } from '../../src/contracts/staff-fields';
import type Mail from 'nodemailer/lib/mailer';
import type { LeadCalculation, LeadKind } from '../../src/contracts/lead-fields';
import { markLabel } from '../../src/core/cash-outlook';
import { escapeHtml } from '../../src/core/escape-html';
import { formatPercent, formatUSD } from '../../src/core/format';
import { formatMonths } from '../../src/core/format-results';
import { FIRM } from '../../src/core/firm';
import { describeRefinements } from '../../src/core/refinement-texts';
import { SITE, TALK_TO_EXPERT, formatAddress } from '../../src/core/site-map';
import { isMeetingTemplate, meetingEmail } from './meeting-emails';
import { BOOKING_REF_PARAM } from '../../src/contracts/booking-fields';

/** The parts of a lead the e-mails show (never the request's address or browser). */
export interface MailLead {
  id: string;
  createdAt: string;
  kind: LeadKind;
  email: string;
  name?: string;
  company?: string;
  phone?: string;
  industry?: string;
  lineOfBusiness?: string;
  financialChallenge?: string;
  message?: string;
  page?: string;
  calculation?: LeadCalculation;
}

/** Renders the PDFs the report e-mails carry. */
export interface ReportRenderer {
  report(input: { email: string; calculation: LeadCalculation['result']; date: Date }): Promise<Uint8Array>;
  guide(): Promise<Uint8Array>;
}

export interface MailContext {
  /** The site's address, for links. */
  publicUrl: string;
  from: string;
  /** Signs newsletter unsubscribe links. */
  unsubscribeLink(signupId: string): string;
  pdf: ReportRenderer;
  /** The signed reference that books a lead's consultation with its assigned advisor (server/booking/links.ts). */
  bookingRef?: (leadId: string) => string;
}

export type EmailTemplate =
  'report' | 'lead-notification' | 'newsletter-confirm' | 'newsletter-welcome' | 'passkey-added';

export const REPORT_FILE = 'Cash-Flow-Report.pdf';
export const GUIDE_FILE = 'Cash-Flow-Management-Guide.pdf';

const KIND_TITLE: Record<LeadKind, string> = {
  report: 'Cash Flow Report request',
  popup: 'Cash Flow Report request (follow-up popup)',
  contact: 'Contact message',
  consultation: 'Consultation request',
  sales: 'Sales enquiry',
};

/** Builds the message for an outbox row of the e-mail channel. */
export async function renderEmail(
  template: string,
  data: unknown,
  recipient: string,
  context: MailContext,
): Promise<Mail.Options> {
  const base = { from: context.from, to: recipient };
  if (isMeetingTemplate(template)) return { ...base, ...meetingEmail(template, data, context) };
  switch (template as EmailTemplate) {
    case 'report':
      return { ...base, ...(await reportEmail(data as { lead: MailLead }, context)) };
    case 'lead-notification':
      return { ...base, ...(await notificationEmail(data as { lead: MailLead }, context)) };
    case 'passkey-added':
      return { ...base, ...passkeyAddedEmail(data as { at: string }, context) };
    case 'newsletter-confirm':
      return { ...base, ...newsletterConfirm(data as { signupId: string; confirmToken: string }, context) };
    case 'newsletter-welcome':
      return { ...base, ...newsletterWelcome(data as { signupId: string }, context) };
    default:
      throw new Error(`There is no e-mail template "${template}".`);
  }
}

async function reportAttachments(lead: MailLead, context: MailContext): Promise<Mail.Attachment[]> {
  if (!lead.calculation) throw new Error(`Lead ${lead.id} has no calculation to build its report from.`);
  const [report, guide] = await Promise.all([
    context.pdf.report({
      email: lead.email,
      calculation: lead.calculation.result,
      date: new Date(lead.createdAt),
    }),
    context.pdf.guide(),
  ]);
  return [
    { filename: REPORT_FILE, content: Buffer.from(report), contentType: 'application/pdf' },
    { filename: GUIDE_FILE, content: Buffer.from(guide), contentType: 'application/pdf' },
  ];
}

/** What the owner entered, as the calculator shows it. */
function inputRows({ result: { inputs } }: LeadCalculation): [string, string][] {
  return [
    ['Industry', `${inputs.industry}: ${inputs.lineOfBusiness}`],
    ['Monthly revenue', formatUSD(inputs.monthlyRevenue)],
    ['Monthly expenses', formatUSD(inputs.monthlyExpenses)],
    ['Cash reserves', formatUSD(inputs.cashReserves)],
    ['Revenue growth (annual)', `${inputs.revenueGrowth}%`],
    ['Expense growth (annual)', `${inputs.expenseGrowth}%`],
  ];
}

/** The result's headline figures in the calculator's own display texts. */
function resultRows({ result }: LeadCalculation): [string, string][] {
  return [
    ['Monthly cash flow', formatUSD(result.monthlyCashFlow)],
    ['Annual cash flow', formatUSD(result.annualCashFlow)],
    ['Cash flow margin', formatPercent(result.cashFlowMargin)],
    ['Cash runway', formatMonths(result.cashRunway)],
    ['Risk level', result.riskLevel],
  ];
}

/**
 * When the cash runs out, and below the owner's buffer, in the projection's months; and the
 * refinements the forecast follows. None for a lead stored before the outlook existed.
 */
function outlookRows({ result: { outlook, refinements } }: LeadCalculation): [string, string][] {
  if (!outlook) return [];
  const never = `Not in the next ${outlook.horizonMonths} months`;
  const refined = refinements ? describeRefinements(refinements, outlook.startMonth) : [];
  const rows: Array<[string, string] | false> = [
    ['Cash runs out', outlook.cashOut ? markLabel(outlook.cashOut) : never],
    outlook.minimumCash !== undefined && [
      `Below ${formatUSD(outlook.minimumCash)} minimum`,
      outlook.belowBuffer ? markLabel(outlook.belowBuffer) : never,
    ],
    refined.length > 0 && ['Forecast refinements', refined.join(' ')],
  ];
  return rows.filter((row) => row !== false);
}

async function reportEmail({ lead }: { lead: MailLead }, context: MailContext) {
  const consult = link(
    context,
    context.bookingRef
      ? `${TALK_TO_EXPERT.href}?${BOOKING_REF_PARAM}=${encodeURIComponent(context.bookingRef(lead.id))}`
      : TALK_TO_EXPERT.href,
  );
  // It goes to whatever address the form typed: it repeats nothing else the sender wrote (a "name"
  // or "company" could be a phisher's words to a stranger), only the figures the server computed.
  const greeting = 'Hello,';
  const summary = lead.calculation ? resultRows(lead.calculation) : [];
  const intro = `Thank you for using our cash flow calculator. Your Cash Flow Report is attached, with our Cash Flow Management Guide.`;
  const practice = `An advisor from our ${lead.calculation?.inputs.industry ?? 'industry'} practice can walk you through the report in a free 30-minute consultation:`;
  return {
    subject: 'Your Cash Flow Report and Management Guide',
    text: [
      greeting,
      '',
      intro,
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
      '',
      `${practice} book one at ${consult} or call ${FIRM.phone}.`,
      '',
      signatureText(),
    ].join('\n'),
    html: layout(
      'Your Cash Flow Report',
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${table(summary)}<p>${escapeHtml(practice)} call ${escapeHtml(FIRM.phone)} or book online.</p>${button(consult, 'Book a free consultation')}${signatureHtml()}`,
    ),
    attachments: await reportAttachments(lead, context),
  };
}

async function notificationEmail({ lead }: { lead: MailLead }, context: MailContext) {
  const who = lead.company || lead.name || lead.email;
  const details: [string, string][] = (
    [
      ['Request', KIND_TITLE[lead.kind]],
      ['Received', new Date(lead.createdAt).toUTCString()],
      ['Name', lead.name],
      ['E-mail', lead.email],
      ['Company', lead.company],
      ['Phone', lead.phone],
      ['Industry', lead.calculation ? undefined : lead.industry],
      ['Line of business', lead.calculation ? undefined : lead.lineOfBusiness],
      ['Biggest financial challenge', lead.financialChallenge],
      ['Message', lead.message],
      ['Sent from', lead.page],
      ['Lead id', lead.id],
    ] as [string, string | undefined][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  const figures = lead.calculation
    ? [...inputRows(lead.calculation), ...resultRows(lead.calculation), ...outlookRows(lead.calculation)]
    : [];
  const withReport = lead.calculation !== undefined && (lead.kind === 'report' || lead.kind === 'popup');
  const note = withReport ? 'The report they received is attached.' : '';
  return {
    subject: `New lead: ${KIND_TITLE[lead.kind]} from ${who}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    replyTo: lead.email,
    text: [
      `${KIND_TITLE[lead.kind]} from ${who}.`,
      '',
      ...details.map(([label, value]) => `${label}: ${value}`),
      ...(figures.length ? ['', 'Their figures:', ...figures.map(([label, value]) => `${label}: ${value}`)] : []),
      ...(note ? ['', note] : []),
    ].join('\n'),
    html: layout(
      `${KIND_TITLE[lead.kind]}`,
      `${table(details)}${figures.length ? `<h2 style="font-size:16px;margin:24px 0 8px">Their figures</h2>${table(figures)}` : ''}${note ? `<p>${note}</p>` : ''}`,
    ),
    ...(withReport ? { attachments: (await reportAttachments(lead, context)).slice(0, 1) } : {}),
  };
}

/** To a staff account, when a passkey was added to it: it names nothing the adder typed. */
function passkeyAddedEmail({ at }: { at: string }, context: MailContext) {
  const security = link(context, STAFF_PAGES.security);
  const when = new Date(at).toUTCString();
  const what = `A passkey was added to your ${FIRM.name} staff account on ${when}. It can sign in to your account without your password.`;
  const ifNot = `If you did not add it, remove it on your Security page, change your password and tell an administrator:`;
  return {
    subject: 'A passkey was added to your staff account',
    text: ['Hello,', '', what, '', `${ifNot} ${security}`, '', signatureText()].join('\n'),
    html: layout(
      'A passkey was added to your account',
      `<p>Hello,</p><p>${escapeHtml(what)}</p><p>${escapeHtml(ifNot)}</p>${button(security, 'Review your passkeys')}${signatureHtml()}`,
    ),
  };
}

/** RFC 8058 one-click unsubscribe, and RFC 2369's List-Unsubscribe, for every newsletter e-mail. */
function newsletterHeaders(unsubscribe: string) {
  return { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function newsletterConfirm(
  { signupId, confirmToken }: { signupId: string; confirmToken: string },
  context: MailContext,
) {
  const confirm = link(context, `/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`);
  const unsubscribe = context.unsubscribeLink(signupId);
  const intro = `Please confirm that you want our cash flow newsletter at this address. We only add it once you confirm; the link works for 3 days.`;
  const ignore = 'If you did not ask for it, ignore this e-mail and you will hear nothing more from us.';
  return {
    subject: `Confirm your subscription to the ${FIRM.name} newsletter`,
    headers: newsletterHeaders(unsubscribe),
    text: [intro, '', `Confirm: ${confirm}`, '', ignore, '', `Unsubscribe: ${unsubscribe}`, '', signatureText()].join(
      '\n',
    ),
    html: layout(
      'Confirm your subscription',
      `<p>${escapeHtml(intro)}</p>${button(confirm, 'Confirm my subscription')}<p>${escapeHtml(ignore)}</p>${signatureHtml()}${unsubscribeHtml(unsubscribe)}`,
    ),
  };
}

function newsletterWelcome({ signupId }: { signupId: string }, context: MailContext) {
  const unsubscribe = context.unsubscribeLink(signupId);
  const calculator = link(context, '/resources/cash-flow-calculator');
  const intro = `You are subscribed. Once a month we send practical cash flow advice for construction, manufacturing, transportation and business services companies: collections, payables, seasonal planning and financing.`;
  const meanwhile = `In the meantime, our free calculator gives you a cash flow score in 60 seconds: ${calculator}`;
  return {
    subject: `Welcome to the ${FIRM.name} newsletter`,
    headers: newsletterHeaders(unsubscribe),
    text: [intro, '', meanwhile, '', signatureText(), '', `Unsubscribe: ${unsubscribe}`].join('\n'),
    html: layout(
      'Welcome',
      `<p>${escapeHtml(intro)}</p>${button(calculator, 'Try the cash flow calculator')}${signatureHtml()}${unsubscribeHtml(unsubscribe)}`,
    ),
  };
}

export const link = (context: Pick<MailContext, 'publicUrl'>, path: string) => `${context.publicUrl}${path}`;

export const signatureText = () => `${FIRM.name}\n${formatAddress()}\n${FIRM.phone} · ${SITE.url}`;
export const signatureHtml = () =>
  `<p style="margin-top:24px;color:#475569">${escapeHtml(FIRM.name)}<br>${escapeHtml(formatAddress())}<br>${escapeHtml(FIRM.phone)} · <a href="${SITE.url}">${escapeHtml(SITE.url.replace(/^https:\/\//, ''))}</a></p>`;
const unsubscribeHtml = (unsubscribe: string) =>
  `<p style="font-size:12px;color:#64748b">You receive this because this address was entered in our newsletter form. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a>.</p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;

export const table = (rows: readonly [string, string][]) =>
  rows.length === 0
    ? ''
    : `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:560px">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#475569;font-weight:600;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;

/** A plain, single-column layout that renders the same in every mail program. */
export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5"><div style="max-width:640px;margin:0 auto;background:#ffffff;padding:32px"><p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1e3a8a">${escapeHtml(FIRM.name)}</p><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div></body></html>`;
}
