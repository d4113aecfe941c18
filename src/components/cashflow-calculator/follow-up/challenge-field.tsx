import { useId } from 'react';
import { LEAD_FIELDS } from '../../../contracts/lead-fields';

/** Asked of returning visitors only: what they most want help with. */
export function ChallengeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        What is your biggest financial challenge? <span className="optional">(optional)</span>
      </label>
      <textarea
        id={id}
        name="financialChallenge"
        className="input textarea"
        rows={3}
        maxLength={LEAD_FIELDS.financialChallenge.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
