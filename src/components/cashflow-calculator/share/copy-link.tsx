import { useEffect, useId, useRef, useState } from 'react';
import type { RefinedCalculationResult } from '../../../core/refined-calculation';
import { useSession } from '../session';
import { shareLinkFor } from './share-link-for';

type Copy = { state: 'idle' } | { state: 'copied' } | { state: 'failed'; link: string };

export const COPIED_TEXT = 'Link copied. It holds your figures, never your name or email.';
export const COPY_FAILED_TEXT = 'Your browser did not let us copy the link. Copy it from here:';

/**
 * "Copy link": the result's link (share-link-for.ts) on the clipboard; where the browser refuses,
 * the link itself, selected, to copy by hand. Nothing is sent anywhere.
 */
export function CopyLink({ result }: { result: RefinedCalculationResult }) {
  const { host } = useSession();
  const [copy, setCopy] = useState<Copy>({ state: 'idle' });
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [copy]);
  const onCopy = () => {
    const link = shareLinkFor(host, result);
    const failed = () => setCopy({ state: 'failed', link });
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(link).then(() => setCopy({ state: 'copied' }), failed);
  };
  return (
    <div className="share-link">
      <button type="button" className="button button-secondary button-small" part="copy-link" onClick={onCopy}>
        Copy link
      </button>
      <p className="share-status" role="status">
        {copy.state === 'copied' ? COPIED_TEXT : ''}
      </p>
      {copy.state === 'failed' ? (
        <div className="field share-fallback">
          <label htmlFor={fieldId} className="field-label">
            {COPY_FAILED_TEXT}
          </label>
          <input id={fieldId} className="input" readOnly value={copy.link} ref={field} />
        </div>
      ) : null}
    </div>
  );
}
