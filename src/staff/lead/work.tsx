import { useEffect, useId, useState, type FormEvent } from 'react';
import { call } from '../api';
import { LEAD_STATUSES } from '../../contracts/staff-fields';
import type { AccountSummary, LeadDetail, LeadStatus, LeadUpdateRequest } from '../../contracts/staff-api';
import { accountLabel, labelOf } from '../format';
import { FormMessage } from '../form-message';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';

/** The lead's status and advisor; saving records who changed what in its history. */
export function WorkOnLead({
  lead,
  accounts,
  onSaved,
}: {
  lead: LeadDetail;
  accounts: readonly AccountSummary[];
  onSaved: (lead: LeadDetail) => void;
}) {
  const id = useId();
  const { announce } = useStaff();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignedTo, setAssignedTo] = useState(lead.assignedTo?.id ?? '');
  const action = useAction();
  // Another save (or a reload) brings the stored values back into the form.
  useEffect(() => {
    setStatus(lead.status);
    setAssignedTo(lead.assignedTo?.id ?? '');
  }, [lead.status, lead.assignedTo?.id]);

  const changes: LeadUpdateRequest = {
    ...(status !== lead.status ? { status } : {}),
    ...(assignedTo !== (lead.assignedTo?.id ?? '') ? { assignedTo: assignedTo || null } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      onSaved(await call('updateLead', { params: { id: lead.id }, body: changes }));
      announce('Saved.');
    });
  };

  const enabled = accounts.filter((account) => !account.disabled);
  // The current advisor stays choosable even if the list has not come or no longer holds them.
  const options =
    lead.assignedTo && !enabled.some((account) => account.id === lead.assignedTo!.id)
      ? [lead.assignedTo, ...enabled]
      : enabled;

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Work on it
      </h2>
      <form className="work-form" onSubmit={save}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className="select"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {labelOf(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-assignee`}>
            Assigned advisor
          </label>
          <select
            id={`${id}-assignee`}
            className="select"
            value={assignedTo}
            onChange={(event) => setAssignedTo(event.target.value)}
          >
            <option value="">Nobody yet</option>
            {options.map((account) => (
              <option key={account.id} value={account.id}>
                {accountLabel(account)}
              </option>
            ))}
          </select>
        </div>
        <div className="work-actions">
          <button type="submit" className="button button-primary" disabled={!changed || action.busy}>
            {action.busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <FormMessage error={action.error} />
    </section>
  );
}
