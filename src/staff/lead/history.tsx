import type { AccountSummary, LeadHistoryEntry } from '../../contracts/staff-api';
import { accountLabel, formatDateTime, labelOf } from '../format';
import { Card } from '../card';

/** The lead's status and advisor changes, with who made them and when. */
export function History({
  history,
  accounts,
}: {
  history: readonly LeadHistoryEntry[];
  accounts: readonly AccountSummary[];
}) {
  const valueOf = (entry: LeadHistoryEntry, value: string | null) => {
    if (entry.field === 'status') return value ? labelOf(value) : '—';
    if (!value) return 'nobody';
    const account = accounts.find((candidate) => candidate.id === value);
    return account ? accountLabel(account) : 'a former account';
  };
  return (
    <Card title="History">
      {history.length ? (
        <ol className="timeline">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p>
                {entry.field === 'status' ? 'Status' : 'Advisor'}: {valueOf(entry, entry.from)} →{' '}
                {valueOf(entry, entry.to)}
              </p>
              <p className="timeline-meta">
                {accountLabel(entry.by)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No changes yet.</p>
      )}
    </Card>
  );
}
