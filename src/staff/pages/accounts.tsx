import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { AdminOnly } from '../admin-only';
import { call } from '../api';
import { ROLES } from '../../contracts/staff-fields';
import type {
  AccountSummary,
  AccountUpdateRequest,
  InviteRequest,
  InviteResponse,
  Role,
} from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { accountLabel, formatDateTime, labelOf } from '../format';
import { FormMessage } from '../form-message';
import { Loaded } from '../loaded';
import { PageTitle } from '../page-title';
import { SelectField } from '../select-field';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { useLoad } from '../use-load';
import { TextField } from '../../ui/text-field';
import { Card } from '../card';

/** Accounts (admin): invite with a one-time setup link, change a role, disable, end sessions. */
export function AccountsPage() {
  return (
    <>
      <PageTitle title="Accounts" />
      <AdminOnly>
        <Accounts />
      </AdminOnly>
    </>
  );
}

function Accounts() {
  const { session, announce, signedOut } = useStaff();
  const list = useLoad(() => call('accounts'), 'accounts');
  const [invited, setInvited] = useState<InviteResponse | null>(null);
  const [confirmingSignOutAll, setConfirmingSignOutAll] = useState(false);
  const action = useAction();

  const replace = (updated: AccountSummary) =>
    list.setData({
      accounts: (list.data?.accounts ?? []).map((account) => (account.id === updated.id ? updated : account)),
    });

  const update = (account: AccountSummary, changes: AccountUpdateRequest, said: string) =>
    action.run(async () => {
      replace(await call('updateAccount', { params: { id: account.id }, body: changes }));
      announce(said);
    });

  const signOutEverywhere = (account: AccountSummary) =>
    action.run(async () => {
      const { sessionsEnded } = await call('signOutEverywhere', { body: { accountId: account.id } });
      announce(`${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} of ${accountLabel(account)} ended.`);
      if (account.id === session.account.id) signedOut();
    });

  const newLink = (account: AccountSummary) =>
    action.run(async () => {
      setInvited(await call('setupLink', { params: { id: account.id } }));
      announce(`A new setup link for ${accountLabel(account)} is shown under the invitation form.`);
    });

  const columns: Columns<AccountSummary> = [
    {
      header: 'Account',
      wrap: true,
      cell: (account) =>
        account.name ? (
          <>
            {account.name}
            <br />
            <span className="muted">{account.email}</span>
          </>
        ) : (
          account.email
        ),
    },
    {
      header: 'Role',
      cell: (account) => (
        // An admin cannot demote themself (the server refuses): there is always one.
        <select
          className="select select-small"
          aria-label={`Role of ${accountLabel(account)}`}
          value={account.role}
          disabled={account.id === session.account.id || action.busy}
          onChange={(event) =>
            void update(
              account,
              { role: event.target.value as Role },
              `${accountLabel(account)} is now ${event.target.value}.`,
            )
          }
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {labelOf(role)}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: 'State',
      cell: (account) => (account.disabled ? 'Disabled' : account.hasPassword ? 'Active' : 'Invited'),
    },
    {
      header: 'Last sign-in',
      cell: (account) => (account.lastSignInAt ? formatDateTime(account.lastSignInAt) : '—'),
    },
    { header: 'Passkeys', cell: (account) => account.passkeys },
    {
      header: 'Actions',
      cell: (account) => (
        <div className="row-actions">
          {account.id === session.account.id ? null : (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={action.busy}
              onClick={() =>
                void update(
                  account,
                  { disabled: !account.disabled },
                  `${accountLabel(account)} is ${account.disabled ? 'enabled' : 'disabled'}.`,
                )
              }
            >
              {account.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {accountLabel(account)}</span>
            </button>
          )}
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={action.busy}
            onClick={() => void signOutEverywhere(account)}
          >
            Sign out everywhere<span className="visually-hidden"> ({accountLabel(account)})</span>
          </button>
          {account.hasPassword || account.disabled ? null : (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={action.busy}
              onClick={() => void newLink(account)}
            >
              New setup link<span className="visually-hidden"> for {accountLabel(account)}</span>
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <InviteForm
        onInvited={(response) => {
          setInvited(response);
          announce(`${response.account.email} is invited: their setup link is shown under the form.`);
          list.setData({ accounts: [...(list.data?.accounts ?? []), response.account] });
        }}
      />
      {invited ? <SetupLink invited={invited} /> : null}

      <Card
        title="Everyone with an account"
        actions={
          <button
            type="button"
            className="button button-danger button-small"
            onClick={() => setConfirmingSignOutAll(true)}
          >
            Sign out every account…
          </button>
        }
      >
        <FormMessage error={action.error} />
        <Loaded load={list} loading="Loading accounts…">
          {(data) => (
            <DataTable
              label="Accounts"
              stacked
              columns={columns}
              rows={data.accounts}
              rowKey={(account) => account.id}
            />
          )}
        </Loaded>
      </Card>

      <SignOutAllDialog open={confirmingSignOutAll} onClose={() => setConfirmingSignOutAll(false)} onDone={signedOut} />
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: (response: InviteResponse) => void }) {
  const [form, setForm] = useState<Required<InviteRequest>>({ email: '', name: '', role: 'advisor' });
  const action = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      onInvited(
        await call('invite', {
          body: { ...form, email: form.email.trim(), name: form.name.trim() || undefined },
        }),
      );
      setForm({ email: '', name: '', role: form.role });
    });
  };

  return (
    <Card title="Invite someone">
      <form className="invite-form" onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          required
          value={form.email}
          onChange={(email) => setForm({ ...form, email })}
        />
        <TextField
          label="Name"
          optional="(optional)"
          name="name"
          maxLength={120}
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
        />
        <SelectField
          label="Role"
          options={ROLES}
          optionLabel={labelOf}
          value={form.role}
          onChange={(role) => setForm({ ...form, role })}
        />
        <div className="invite-actions">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            {action.busy ? 'Inviting…' : 'Invite'}
          </button>
        </div>
      </form>
      <FormMessage error={action.error} />
    </Card>
  );
}

/** The one-time link to pass on (it is shown once: the server keeps only its hash). */
function SetupLink({ invited }: { invited: InviteResponse }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="notice setup-link">
      <label className="field-label" htmlFor={`${id}-link`}>
        Setup link for {invited.account.email}, valid until {formatDateTime(invited.expiresAt)}. Send it to them; it
        works once.
      </label>
      <div className="copy-row">
        <input
          id={`${id}-link`}
          className="input"
          readOnly
          value={invited.setupUrl}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            navigator.clipboard.writeText(invited.setupUrl).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}

function SignOutAllDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const id = useId();
  const action = useAction();
  const confirm = () =>
    void action.run(async () => {
      await call('signOutEverywhere', { body: {} });
      onDone();
    });
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="dialog-title" tabIndex={-1} data-autofocus>
        Sign out every account?
      </h2>
      <p className="dialog-lead">Every session of every account ends, yours included: everyone signs in again.</p>
      <FormMessage error={action.error} />
      <div className="actions dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-danger" disabled={action.busy} onClick={confirm}>
          Sign out everyone
        </button>
      </div>
    </Dialog>
  );
}
