import { useId, useState } from 'react';
import { returningVisitor } from '../../state/visitor';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useSignal } from '../../ui/use-signal';
import { useSession } from './calculator-context';
import { ChallengeField } from './challenge-field';
import { PRIVACY_NOTE } from './report-card';
import { useLeadSubmission } from './use-lead-submission';

export function EmailPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { calculator } = useSession();
  const returning = useSignal(returningVisitor());
  const { sending, submit } = useLeadSubmission();
  const [email, setEmail] = useState('');
  const [challenge, setChallenge] = useState('');
  const titleId = useId();
  const empty = email.trim() === '';

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="popup" part="popup">
      <h2 id={titleId} className="dialog-title">
        Want the full picture?
      </h2>
      <p className="dialog-lead">
        Get your Cash Flow Report and our Cash Flow Management Guide by email: free, and yours to keep.
      </p>
      <form
        className="lead-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const { industry, lineOfBusiness } = calculator.inputs.value;
          const sent = await submit({
            kind: 'popup',
            email: email.trim(),
            ...(returning && challenge.trim() ? { financialChallenge: challenge.trim() } : {}),
            industry,
            lineOfBusiness,
          });
          if (sent) {
            setEmail('');
            setChallenge('');
            onClose();
          }
        }}
      >
        <TextField label="Your Email" name="email" type="email" autoComplete="email" required maxLength={254}
          value={email} onChange={setEmail} />
        {returning ? <ChallengeField value={challenge} onChange={setChallenge} /> : null}
        <button type="submit" className="button button-primary button-block" disabled={empty || sending}>
          {sending ? 'Sending...' : 'Send Me the Report'}
        </button>
        <button type="button" className="button button-link button-block" onClick={onClose}>
          No thanks, just show me my results
        </button>
        <p className="privacy-note">{PRIVACY_NOTE}</p>
      </form>
    </Dialog>
  );
}
