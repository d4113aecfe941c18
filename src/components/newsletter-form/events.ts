import type { NewsletterSubmission } from '../../state/leads';

declare global {
  interface GlobalEventHandlersEventMap {
    /** A newsletter sign-up was submitted. */
    'cashflow-newsletter-subscribe': CustomEvent<NewsletterSubmission>;
  }
}

export type CashflowNewsletterSubscribeDetail = NewsletterSubmission;
