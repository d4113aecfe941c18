// `tsc -p types` (run by npm run build before it copies the declarations to dist/types) fails when the
// hand-written public types and the source drift apart.
//
// The event details are checked by the compiler itself: src's events.ts and cashflow-elements.d.ts
// both declare the events in GlobalEventHandlersEventMap, and two declarations of one property must
// have identical types. The rest is asserted below.
import type {} from '../src/components/cashflow-calculator/events';
import type {} from '../src/components/newsletter-form/events';
import type {} from '../src/components/meeting-picker/events';
import type { MeetingPickerProps } from '../src/components/meeting-picker/meeting-picker';
import type { CashflowCalculatorProps } from '../src/components/cashflow-calculator/cashflow-calculator';
import type { LeadFormProps } from '../src/components/lead-form/lead-form';
import type { NewsletterFormProps } from '../src/components/newsletter-form/newsletter-form';
import type * as Core from '../src/core/types';
import type * as Refinements from '../src/core/refinements';
import type { HostProps } from '../src/internal/react-element';
import type * as Leads from '../src/contracts/lead-fields';
import type * as Public from './cashflow-elements';
import type {} from './react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;
/** The attributes an element observes: its React component's props but the wrapper's own. */
type AttributeProps<Props> = Exclude<keyof Props, keyof HostProps> & string;
type OwnProperties<Element> = Exclude<keyof Element, keyof HTMLElement>;

export type Checks = [
  Assert<Equal<Public.Industry, Core.Industry>>,
  Assert<Equal<Public.RiskLevel, Core.RiskLevel>>,
  Assert<Equal<Public.CalculatorInputs, Core.CalculatorInputs>>,
  Assert<Equal<Public.ForecastMonth, Core.ForecastMonth>>,
  Assert<Equal<Public.CalculationResult, Core.CalculationResult>>,
  Assert<Equal<Public.Scenario, Core.Scenario>>,
  Assert<Equal<Public.ForecastRefinements, Refinements.ForecastRefinements>>,
  Assert<Equal<Public.LeadKind, Leads.LeadKind>>,
  Assert<Equal<Public.LeadSubmission, Leads.LeadSubmission>>,
  Assert<Equal<Public.NewsletterSubmission, Leads.NewsletterSubmission>>,
  // Every attribute of an element, in HTML (kebab-case) and as a property (camelCase).
  Assert<Equal<keyof Public.CashflowCalculatorAttributes, Kebab<AttributeProps<CashflowCalculatorProps>>>>,
  Assert<Equal<OwnProperties<Public.CashflowCalculatorElement>, AttributeProps<CashflowCalculatorProps>>>,
  Assert<Equal<keyof Public.LeadFormAttributes, Kebab<AttributeProps<LeadFormProps>>>>,
  Assert<Equal<OwnProperties<Public.LeadFormElement>, AttributeProps<LeadFormProps>>>,
  Assert<Equal<keyof Public.NewsletterFormAttributes, Kebab<AttributeProps<NewsletterFormProps>>>>,
  Assert<Equal<OwnProperties<Public.NewsletterFormElement>, AttributeProps<NewsletterFormProps>>>,
  Assert<Equal<keyof Public.MeetingPickerAttributes, Kebab<AttributeProps<MeetingPickerProps>>>>,
  Assert<Equal<OwnProperties<Public.MeetingPickerElement>, AttributeProps<MeetingPickerProps>>>,
];
