import { useRef, useState, type ReactNode } from 'react';
import { call, messageOf } from './api';
import { STAFF_PAGES } from '../contracts/staff-fields';
import { accountLabel, labelOf } from './format';
import { FormMessage } from './form-message';
import { Link } from './link';
import type { Route } from './router';
import { useStaff } from './staff-context';

interface NavItem {
  href: string;
  label: string;
  /** The routes that count as this item's page (the lead page belongs to the inbox). */
  pages: readonly Route['page'][];
  adminOnly?: boolean;
}

const NAV: readonly NavItem[] = [
  { href: STAFF_PAGES.inbox, label: 'Inbox', pages: ['inbox', 'lead'] },
  { href: STAFF_PAGES.meetings, label: 'Meetings', pages: ['meetings'] },
  { href: STAFF_PAGES.availability, label: 'Availability', pages: ['availability'] },
  { href: STAFF_PAGES.subscribers, label: 'Subscribers', pages: ['subscribers'] },
  { href: STAFF_PAGES.insights, label: 'Insights', pages: ['insights'] },
  { href: STAFF_PAGES.accounts, label: 'Accounts', pages: ['accounts'], adminOnly: true },
  { href: STAFF_PAGES.audit, label: 'Audit log', pages: ['audit'], adminOnly: true },
  { href: STAFF_PAGES.security, label: 'Security', pages: ['security'] },
];

/** Every signed-in page: the header with the navigation and sign-out, the page, the live region. */
export function Layout({ route, announcement, children }: { route: Route; announcement: string; children: ReactNode }) {
  const { session, isAdmin, signedOut } = useStaff();
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const main = useRef<HTMLElement>(null);

  const signOut = async () => {
    try {
      await call('signOut');
      signedOut();
    } catch (error) {
      setSignOutError(messageOf(error));
    }
  };

  return (
    <>
      {/* The page lives in a shadow root, where a #fragment finds nothing: the link moves focus itself. */}
      <a
        className="skip-link"
        href="#staff-main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="staff-header">
        <div className="staff-header-inner">
          <p className="staff-brand">
            Crestline <span className="muted">Staff</span>
          </p>
          <nav aria-label="Staff area" className="staff-nav">
            <ul>
              {NAV.filter((item) => isAdmin || !item.adminOnly).map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="staff-nav-link"
                    aria-current={item.pages.includes(route.page) ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="staff-account">
            <span className="staff-account-name">
              {accountLabel(session.account)} <span className="muted">({labelOf(session.account.role)})</span>
            </span>
            <button type="button" className="button button-secondary button-small" onClick={signOut}>
              Sign out
            </button>
          </div>
        </div>
        <FormMessage error={signOutError} className="staff-header-error" />
      </header>
      <main ref={main} id="staff-main" className="staff-main" tabIndex={-1}>
        {children}
      </main>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
