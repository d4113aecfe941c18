import { useId } from 'react';
import type { Delivery } from '../../contracts/staff-api';
import { formatDateTime, labelOf } from '../format';
import { TableRegion } from '../table-region';

const STATUS_TONE: Record<Delivery['status'], string> = {
  sent: 'tone-green',
  pending: 'tone-blue',
  failed: 'tone-red',
  cancelled: 'muted',
};

/** The e-mails and webhook calls about this lead, and how far each got. */
export function Deliveries({ deliveries }: { deliveries: readonly Delivery[] }) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        E-mails and webhook
      </h2>
      {deliveries.length ? (
        <TableRegion label="E-mails and webhook calls" stacked>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">To</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Sent</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <th scope="row">
                  {delivery.channel === 'email' ? 'E-mail' : 'Webhook'}: {delivery.template}
                </th>
                <td data-label="To" className="wrap">
                  {delivery.recipient}
                </td>
                <td data-label="State">
                  <span className={`badge ${STATUS_TONE[delivery.status]}`}>{labelOf(delivery.status)}</span>
                </td>
                <td data-label="Attempts">{delivery.attempts}</td>
                <td data-label="Sent">{delivery.sentAt ? formatDateTime(delivery.sentAt) : '—'}</td>
                <td data-label="Last error" className="wrap">
                  {delivery.lastError ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : (
        <p className="muted">Nothing was sent about this lead.</p>
      )}
    </section>
  );
}
