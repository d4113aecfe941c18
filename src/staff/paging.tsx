import { Link } from './link';

/**
 * Previous and next page links of a list, with where the reader is. The page number travels in the
 * address (?page=), so Back returns to it.
 */
export function Paging({
  list: { page, pageSize, total },
  hrefOf,
}: {
  /** A list answer's page facts (the API's leads, subscribers and audit lists carry them). */
  list: { page: number; pageSize: number; total: number };
  hrefOf: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="paging" aria-label="Pages">
      {page > 1 ? (
        <Link className="button button-secondary button-small" href={hrefOf(page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span className="muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="button button-secondary button-small" href={hrefOf(page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
