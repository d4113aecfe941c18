import { useSession } from '../session';

/** How long a download's object URL is kept: the browser has begun the download well before. */
const URL_LIFETIME_MS = 60_000;

/**
 * Saves CSV text as a file: through an object URL, so nothing is sent anywhere. A byte-order mark
 * first, so Excel reads UTF-8 (a scenario's name may be any language).
 */
export function downloadCsv(root: ShadowRoot | Document, fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // In the document (Firefox downloads only a link that is), inside the element, gone at once.
  (root instanceof Document ? root.body : root).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/** A button that downloads a table as CSV: `csv` makes the text when pressed, from what is on screen. */
export function DownloadCsv({ label, fileName, csv }: { label: string; fileName: string; csv: () => string }) {
  const { host } = useSession();
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      part="download-csv"
      onClick={() => downloadCsv(host.shadowRoot ?? document, fileName, csv())}
    >
      {label}
    </button>
  );
}
