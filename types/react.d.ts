/**
 * JSX types for React 19 hosts, shipped as dist/types/react.d.ts: import it once, e.g.
 * `import type {} from 'cashflow-elements/react';`, and `<cashflow-calculator industry="Manufacturing" />`
 * type-checks, with the standard HTML attributes and a typed `ref`.
 *
 * Attributes are kebab-case text, as in HTML. (React 19 sets a prop as a property when the element
 * has one and as an attribute otherwise; an element whose script has not loaded yet has no
 * properties, and `lineOfBusiness` would become the attribute `lineofbusiness`.)
 *
 * Events: a ref and `addEventListener('cashflow-calculate', …)`, typed by the globals of
 * cashflow-elements.d.ts, or React 19's `oncashflow-calculate` prop, which React adds as a listener
 * for `cashflow-calculate` on a custom element.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  CashflowCalculateDetail,
  CashflowCalculatorAttributes,
  CashflowCalculatorElement,
  CashflowLeadSubmitDetail,
  CashflowNewsletterSubscribeDetail,
  CashflowScenarioSaveDetail,
  LeadFormAttributes,
  LeadFormElement,
  CashflowMeetingBookedDetail,
  MeetingPickerAttributes,
  MeetingPickerElement,
  NewsletterFormAttributes,
  NewsletterFormElement,
  SiteFooterElement,
  SiteHeaderElement,
} from './cashflow-elements';

type Listener<Detail> = (event: CustomEvent<Detail>) => void;

/** The standard HTML attributes, `ref`, `key` and `children`, plus the element's own. */
export type CustomElementProps<Element extends HTMLElement, Own = object> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
> &
  Own;

export interface CashflowCalculatorProps extends CashflowCalculatorAttributes {
  'oncashflow-calculate'?: Listener<CashflowCalculateDetail>;
  'oncashflow-scenario-save'?: Listener<CashflowScenarioSaveDetail>;
  'oncashflow-lead-submit'?: Listener<CashflowLeadSubmitDetail>;
}

export interface LeadFormProps extends LeadFormAttributes {
  'oncashflow-lead-submit'?: Listener<CashflowLeadSubmitDetail>;
}

export interface MeetingPickerProps extends MeetingPickerAttributes {
  'oncashflow-meeting-booked'?: Listener<CashflowMeetingBookedDetail>;
}

export interface NewsletterFormProps extends NewsletterFormAttributes {
  'oncashflow-newsletter-subscribe'?: Listener<CashflowNewsletterSubscribeDetail>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cashflow-calculator': CustomElementProps<CashflowCalculatorElement, CashflowCalculatorProps>;
      'lead-form': CustomElementProps<LeadFormElement, LeadFormProps>;
      'newsletter-form': CustomElementProps<NewsletterFormElement, NewsletterFormProps>;
      'meeting-picker': CustomElementProps<MeetingPickerElement, MeetingPickerProps>;
      'site-header': CustomElementProps<SiteHeaderElement>;
      'site-footer': CustomElementProps<SiteFooterElement>;
    }
  }
}
