import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page: a card whose <h2> names the section (a region to screen readers).
 * `actions` stand on the title's line (the accounts list's "Sign out every account…").
 */
export function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = (
    <h2 id={id} className="section-title">
      {title}
    </h2>
  );
  return (
    <section className="card" aria-labelledby={id}>
      {actions ? (
        <div className="section-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
