import type { Delivery } from '../../contracts/staff-api';
import { DataTable, type Columns } from '../data-table';
import { formatDateTime, labelOf } from '../format';
import { Card } from '../card';

const STATUS_TONE: Record<Delivery['status'], string> = {
  sent: 'tone-green',
  pending: 'tone-blue',
  failed: 'tone-red',
  cancelled: 'muted',
};

const COLUMNS: Columns<Delivery> = [
  {
    header: 'What',
    cell: (delivery) => `${delivery.channel === 'email' ? 'E-mail' : 'Webhook'}: ${delivery.template}`,
  },
  { header: 'To', cell: (delivery) => delivery.recipient, wrap: true },
  {
    header: 'State',
    cell: (delivery) => <span className={`badge ${STATUS_TONE[delivery.status]}`}>{labelOf(delivery.status)}</span>,
  },
  { header: 'Attempts', cell: (delivery) => delivery.attempts },
  { header: 'Sent', cell: (delivery) => (delivery.sentAt ? formatDateTime(delivery.sentAt) : '—') },
  { header: 'Last error', cell: (delivery) => delivery.lastError ?? '—', wrap: true },
];

/** The e-mails and webhook calls about this lead, and how far each got. */
export function Deliveries({ deliveries }: { deliveries: readonly Delivery[] }) {
  return (
    <Card title="E-mails and webhook">
      {deliveries.length ? (
        <DataTable
          label="E-mails and webhook calls"
          stacked
          columns={COLUMNS}
          rows={deliveries}
          rowKey={(delivery) => delivery.id}
        />
      ) : (
        <p className="muted">Nothing was sent about this lead.</p>
      )}
    </Card>
  );
}
