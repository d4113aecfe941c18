import { solveWhileFilling } from '../../../state/challenge';
import { returningVisitor } from '../../../state/visitor';
import { FormError } from '../../../ui/form-error';
import { Honeypot } from '../../../ui/honeypot';
import { TextField } from '../../../ui/text-field';
import { FIELD_LABELS, LEAD_FIELDS } from '../../../contracts/lead-fields';
import { useFormDraft } from '../../../ui/use-form-draft';
import { honeypotOf } from '../../../ui/use-submission';
import { useSignal } from '../../../ui/use-signal';
import { useSession } from '../session';
import { ChallengeField } from './challenge-field';
import { PRIVACY_NOTE } from './report-card';
import { calculationOf, useCalculatorLead } from './use-calculator-lead';

/** The follow-up popup's content; the dialog around it is in overlays/calculator-overlays.tsx. */
export function PopupContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const session = useSession();
  const { calculator, host } = session;
  const returning = useSignal(returningVisitor());
  const { sending, error, submit } = useCalculatorLead();
  const { form, set, reset } = useFormDraft(host, 'popup', { email: '', challenge: '' });
  const empty = form.email.trim() === '';

  return (
    <>
      <h2 id={titleId} className="dialog-title">
        Want the full picture?
      </h2>
      <p className="dialog-lead">
        Get your Cash Flow Report and our Cash Flow Management Guide by email: free, and yours to keep.
      </p>
      <form
        className="lead-form"
        {...solveWhileFilling(session.endpoint, 'leads')}
        onSubmit={async (event) => {
          event.preventDefault();
          const honeypot = honeypotOf(event.currentTarget);
          const calculation = calculationOf(calculator);
          const sent = await submit(
            {
              kind: 'popup',
              email: form.email.trim(),
              ...(returning && form.challenge.trim() ? { financialChallenge: form.challenge.trim() } : {}),
              industry: calculation.inputs.industry,
              lineOfBusiness: calculation.inputs.lineOfBusiness,
              ...calculation,
            },
            honeypot,
          );
          if (sent) {
            reset();
            onClose();
          }
        }}
      >
        <TextField
          label="Your Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LEAD_FIELDS.email.max}
          value={form.email}
          onChange={(value) => set('email', value)}
        />
        {returning ? <ChallengeField value={form.challenge} onChange={(value) => set('challenge', value)} /> : null}
        <Honeypot />
        <FormError error={error} labels={FIELD_LABELS} />
        <button type="submit" className="button button-primary button-block" disabled={empty || sending}>
          {sending ? 'Sending...' : 'Send Me the Report'}
        </button>
        <button type="button" className="button button-link button-block" onClick={onClose}>
          No thanks, just show me my results
        </button>
        <p className="privacy-note">{PRIVACY_NOTE}</p>
      </form>
    </>
  );
}
