import { useId, useState, type FormEvent } from 'react';
import { call } from '../api';
import { NOTE_MAX_LENGTH } from '../../contracts/staff-fields';
import type { LeadNote } from '../../contracts/staff-api';
import { accountLabel, formatDateTime } from '../format';
import { FormMessage } from '../form-message';
import { useStaff } from '../staff-context';
import { useAction } from '../use-action';
import { Card } from '../card';

/** The advisors' notes, oldest first, each with who and when; text is shown as text, never markup. */
export function Notes({
  leadId,
  notes,
  onAdded,
}: {
  leadId: string;
  notes: readonly LeadNote[];
  onAdded: (note: LeadNote) => void;
}) {
  const id = useId();
  const { announce } = useStaff();
  const [text, setText] = useState('');
  const action = useAction();

  const add = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      onAdded(await call('addNote', { params: { id: leadId }, body: { text } }));
      setText('');
      announce('Note added.');
    });
  };

  return (
    <Card title="Notes">
      {notes.length ? (
        <ol className="timeline">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p className="timeline-meta">
                {accountLabel(note.by)} · <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
      <form className="stack" onSubmit={add}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-text`}>
            New note
          </label>
          <textarea
            id={`${id}-text`}
            className="input textarea"
            required
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <FormMessage error={action.error} />
        <div>
          <button type="submit" className="button button-primary" disabled={action.busy || !text.trim()}>
            {action.busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </Card>
  );
}
