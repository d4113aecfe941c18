// Which messages each record causes, decided once here and written in the record's transaction:
// a report lead e-mails the owner their report and guide; every lead notifies the firm and goes to
// the CRM webhook; a newsletter sign-up gets a confirmation, and a confirmed one a welcome.
import { CALCULATOR_KINDS, type Lead, type LeadCalculation } from '../../src/contracts/lead-fields';
import type { ConfirmationMail } from '../newsletter-store';
import type { NewOutboxMessage } from '../repositories/outbox';
import type { MailLead } from './templates';

export interface DeliverySettings {
  /** LEADS_NOTIFY_TO. */
  notifyTo: readonly string[];
  /** LEADS_WEBHOOK_URL. */
  webhookUrl?: string | undefined;
}

/** The webhook's event type for a new lead. */
export const LEAD_CREATED = 'lead.created';

export function leadMessages(
  lead: Lead,
  calculation: LeadCalculation | undefined,
  record: { id: string; createdAt: string },
  settings: DeliverySettings,
): NewOutboxMessage[] {
  // What the calculator sent is in the calculation, with the result the server made of it.
  const { inputs: _sent, refinements: _refinements, forecastStart: _start, ...fields } = lead;
  const mailLead: MailLead = { ...fields, ...record, ...(calculation ? { calculation } : {}) };
  const about = { leadId: record.id, about: lead.email };
  const messages: NewOutboxMessage[] = [];
  if (CALCULATOR_KINDS.has(lead.kind) && calculation) {
    messages.push({ channel: 'email', template: 'report', recipient: lead.email, data: { lead: mailLead }, ...about });
  }
  for (const address of settings.notifyTo) {
    messages.push({
      channel: 'email',
      template: 'lead-notification',
      recipient: address,
      data: { lead: mailLead },
      ...about,
    });
  }
  if (settings.webhookUrl) {
    messages.push({
      channel: 'webhook',
      template: LEAD_CREATED,
      recipient: settings.webhookUrl,
      data: webhookPayload(mailLead, lead.consent),
      ...about,
    });
  }
  return messages;
}

/** The JSON a CRM receives: the lead's fields and the calculation's inputs and headline figures. */
function webhookPayload(lead: MailLead, consent: boolean | undefined) {
  const { calculation, ...fields } = lead;
  return {
    type: LEAD_CREATED,
    timestamp: lead.createdAt,
    data: {
      ...fields,
      ...(consent === undefined ? {} : { consent }),
      ...(calculation
        ? {
            calculation: {
              inputs: calculation.inputs,
              monthlyCashFlow: calculation.result.monthlyCashFlow,
              annualCashFlow: calculation.result.annualCashFlow,
              cashFlowMargin: calculation.result.cashFlowMargin,
              cashRunway: calculation.result.cashRunway,
              riskLevel: calculation.result.riskLevel,
              forecastedRunway: calculation.result.forecastedRunway,
              ...(calculation.result.refinements ? { refinements: calculation.result.refinements } : {}),
              ...(calculation.result.outlook ? { outlook: calculation.result.outlook } : {}),
            },
          }
        : {}),
    },
  };
}

export const confirmationMessages = ({ signupId, email, confirmToken }: ConfirmationMail): NewOutboxMessage[] => [
  {
    channel: 'email',
    template: 'newsletter-confirm',
    recipient: email,
    data: { signupId, confirmToken },
    signupId,
    about: email,
  },
];

/** The notice to an account that a passkey was added to it (which a borrowed session could try). */
export const passkeyAddedMessages = ({ email, at }: { email: string; at: string }): NewOutboxMessage[] => [
  { channel: 'email', template: 'passkey-added', recipient: email, data: { at }, about: email },
];

export const welcomeMessages = ({ signupId, email }: { signupId: string; email: string }): NewOutboxMessage[] => [
  { channel: 'email', template: 'newsletter-welcome', recipient: email, data: { signupId }, signupId, about: email },
];
