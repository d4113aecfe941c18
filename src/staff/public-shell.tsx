import type { ReactNode } from 'react';

/** The sign-in and setup pages: one card in the middle, no navigation (nothing to reach yet). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <main className="staff-main public-main">
      <div className="public-card">
        <p className="staff-brand">
          Crestline <span className="muted">Staff</span>
        </p>
        {children}
      </div>
    </main>
  );
}
