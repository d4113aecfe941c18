import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../ui/dialog';
import { call } from './api';
import type { EraseCounts, EraseRequest } from '../contracts/staff-api';
import { FormMessage } from './form-message';
import { useAction } from './use-action';
import { TextField } from '../ui/text-field';

/** "2 leads, 1 newsletter sign-up and 3 e-mails and webhooks" */
export const describeCounts = ({ leads, signups, deliveries }: EraseCounts) =>
  `${leads} ${leads === 1 ? 'lead' : 'leads'}, ${signups} newsletter ${signups === 1 ? 'sign-up' : 'sign-ups'} and ${deliveries} ${deliveries === 1 ? 'e-mail or webhook' : 'e-mails and webhooks'}`;

/**
 * Erasing a person (admin), in two steps: the address shows what would go (nothing is erased yet),
 * then a second button erases it and says what went. `onErased` runs after the second.
 */
export function EraseDialog({
  open,
  email: initialEmail,
  onClose,
  onErased,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onErased: (email: string, counts: EraseCounts) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [preview, setPreview] = useState<{ email: string; counts: EraseCounts } | null>(null);
  const action = useAction();

  const erase = (request: EraseRequest) => call('erase', { body: request });

  const look = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () =>
      setPreview({ email: email.trim(), counts: (await erase({ email: email.trim() })).counts }),
    );
  };

  const confirm = () =>
    void action.run(async () => {
      if (!preview) return;
      const { counts } = await erase({ email: preview.email, confirm: true });
      setPreview(null);
      onErased(preview.email, counts);
    });

  const close = () => {
    setPreview(null);
    onClose();
  };

  const nothingToErase = preview && preview.counts.leads + preview.counts.signups + preview.counts.deliveries === 0;

  return (
    <Dialog open={open} onClose={close} labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className="dialog-title" tabIndex={-1} data-autofocus>
        Erase a person
      </h2>
      <p className="dialog-lead">
        Every lead, newsletter sign-up, pending e-mail and webhook of this address goes. The audit log keeps that it
        happened, not the data.
      </p>
      <form className="stack" onSubmit={look}>
        <TextField
          label="Email address"
          type="email"
          name="email"
          required
          value={email}
          onChange={(typed) => {
            setEmail(typed);
            setPreview(null);
          }}
        />
        {preview ? (
          <p className="erase-preview" role="status">
            {nothingToErase
              ? `Nothing is stored for ${preview.email}.`
              : `This erases ${describeCounts(preview.counts)} of ${preview.email}. It cannot be undone.`}
          </p>
        ) : null}
        <FormMessage error={action.error} />
        <div className="actions">
          <button type="button" className="button button-secondary" onClick={close}>
            Cancel
          </button>
          {preview && !nothingToErase ? (
            <button type="button" className="button button-danger" disabled={action.busy} onClick={confirm}>
              Erase everything
            </button>
          ) : (
            <button type="submit" className="button button-primary" disabled={action.busy}>
              Show what would be erased
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
