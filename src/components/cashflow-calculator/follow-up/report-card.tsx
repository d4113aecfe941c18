import { useId } from 'react';
import { solveWhileFilling } from '../../../state/challenge';
import { returningVisitor } from '../../../state/visitor';
import { FormError } from '../../../ui/form-error';
import { Honeypot } from '../../../ui/honeypot';
import { TextField } from '../../../ui/text-field';
import { FIELD_LABELS, LEAD_FIELDS } from '../../../contracts/lead-fields';
import { useFormDraft } from '../../../ui/use-form-draft';
import { honeypotOf } from '../../../ui/use-submission';
import { useSignal } from '../../../ui/use-signal';
import { firmHref } from '../../../state/firm-urls';
import { bookOnClick } from '../../meeting-picker/book-on-click';
import { useSession } from '../session';
import { ChallengeField } from './challenge-field';
import { calculationOf, useCalculatorLead } from './use-calculator-lead';

const EMPTY = { name: '', email: '', company: '', financialChallenge: '', consent: false };

export const CONSENT_TEXT = 'I agree to receive my Cash Flow Report and the Cash Flow Management Guide';
export const PRIVACY_NOTE = 'We respect your privacy. Your information will not be shared with third parties.';

export function ReportCard() {
  const session = useSession();
  const { calculator, host } = session;
  const inputs = useSignal(calculator.inputs);
  const returning = useSignal(returningVisitor());
  const { sending, error, submit } = useCalculatorLead();
  const { form, set, reset } = useFormDraft(host, 'report', EMPTY, ['consent']);
  const ids = { title: useId(), consent: useId() };

  return (
    <section className="card report-card" part="report-card" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="card-title">
        Get Your Free Cash Flow Report
      </h3>
      <p className="card-lead">
        A detailed report of your results with a 12-month plan, plus our Cash Flow Management Guide.
      </p>
      <form
        className="lead-form"
        {...solveWhileFilling(session.endpoint, 'leads')}
        onSubmit={async (event) => {
          event.preventDefault();
          const honeypot = honeypotOf(event.currentTarget);
          const sent = await submit(
            {
              kind: 'report',
              name: form.name.trim(),
              email: form.email.trim(),
              company: form.company.trim(),
              ...(returning && form.financialChallenge.trim()
                ? { financialChallenge: form.financialChallenge.trim() }
                : {}),
              industry: inputs.industry,
              lineOfBusiness: inputs.lineOfBusiness,
              consent: form.consent,
              ...calculationOf(calculator),
            },
            honeypot,
          );
          if (sent) reset();
        }}
      >
        <input type="hidden" name="industry" value={inputs.industry} />
        <input type="hidden" name="lineOfBusiness" value={inputs.lineOfBusiness} />
        <TextField
          label={LEAD_FIELDS.name.label}
          name="name"
          autoComplete="name"
          required
          maxLength={LEAD_FIELDS.name.max}
          value={form.name}
          onChange={(value) => set('name', value)}
        />
        <TextField
          label={LEAD_FIELDS.email.label}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LEAD_FIELDS.email.max}
          value={form.email}
          onChange={(value) => set('email', value)}
        />
        <TextField
          label={LEAD_FIELDS.company.label}
          name="company"
          autoComplete="organization"
          required
          maxLength={LEAD_FIELDS.company.max}
          value={form.company}
          onChange={(value) => set('company', value)}
        />
        {returning ? (
          <ChallengeField value={form.financialChallenge} onChange={(value) => set('financialChallenge', value)} />
        ) : null}
        <div className="checkbox-field">
          <input
            id={ids.consent}
            name="consent"
            type="checkbox"
            required
            checked={form.consent}
            onChange={(event) => set('consent', event.target.checked)}
          />
          <label htmlFor={ids.consent}>{CONSENT_TEXT}</label>
        </div>
        <Honeypot />
        <FormError error={error} labels={FIELD_LABELS} />
        <button type="submit" className="button button-primary button-block" disabled={!form.consent || sending}>
          {sending ? 'Sending...' : 'Send My Report'}
        </button>
        <p className="privacy-note">{PRIVACY_NOTE}</p>
      </form>
      <p className="card-lead">
        Rather talk it through?{' '}
        <a href={firmHref('/talk-to-expert', host)} onClick={bookOnClick(host, calculationOf(calculator).inputs)}>
          Book a free 30-minute consultation
        </a>{' '}
        with your figures.
      </p>
    </section>
  );
}
