import { HONEYPOT_NAME } from './use-submission';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and form-filling bots fill in. The server drops a submission that has it.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
