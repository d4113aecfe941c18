import { useEffect, useState, type FormEvent } from 'react';
import { call } from '../api';
import { LEAD_STATUSES } from '../../contracts/staff-fields';
import type { AccountSummary, LeadDetail, LeadStatus, LeadUpdateRequest } from '../../contracts/staff-api';
import { accountLabel, labelOf } from '../format';
import { FormMessage } from '../form-message';
import { SelectField } from '../select-field';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { Card } from '../card';

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
    <Card title="Work on it">
      <form className="work-form" onSubmit={save}>
        <SelectField label="Status" options={LEAD_STATUSES} optionLabel={labelOf} value={status} onChange={setStatus} />
        <SelectField
          label="Assigned advisor"
          none="Nobody yet"
          options={options.map((account) => account.id)}
          optionLabel={(accountId) => accountLabel(options.find((account) => account.id === accountId) ?? null)}
          value={assignedTo}
          onChange={setAssignedTo}
        />
        <div className="work-actions">
          <button type="submit" className="button button-primary" disabled={!changed || action.busy}>
            {action.busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      <FormMessage error={action.error} />
    </Card>
  );
}
