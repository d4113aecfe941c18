import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { call, ApiError, messageOf, setCsrfToken } from './api';
import { STAFF_PAGES } from '../contracts/staff-fields';
import type { SessionResponse } from '../contracts/staff-api';
import { FormMessage } from './form-message';
import { Layout } from './layout';
import { AccountsPage } from './pages/accounts';
import { AuditPage } from './pages/audit';
import { InboxPage } from './pages/inbox';
import { InsightsPage } from './pages/insights';
import { LeadPage } from './pages/lead';
import { AvailabilityPage } from './pages/availability';
import { MeetingsPage } from './pages/meetings';
import { NotFoundPage } from './pages/not-found';
import { SecurityPage } from './pages/security';
import { SetupPage } from './pages/setup';
import { SignInPage } from './pages/sign-in';
import { SubscribersPage } from './pages/subscribers';
import { navigate, useLocationKey } from './navigation';
import { routeOf, type Route } from './router';
import { StaffContext, type Staff } from './staff-context';
import { signInAgain } from './use-load';

/** The pages behind the sign-in, for the route; admin-only pages say so to an advisor. */
function signedInPage(route: Exclude<Route, { page: 'sign-in' | 'setup' }>): ReactNode {
  switch (route.page) {
    case 'inbox':
      return <InboxPage query={route.query} />;
    case 'lead':
      return <LeadPage key={route.id} id={route.id} />;
    case 'subscribers':
      return <SubscribersPage query={route.query} />;
    case 'accounts':
      return <AccountsPage />;
    case 'audit':
      return <AuditPage query={route.query} />;
    case 'security':
      return <SecurityPage />;
    case 'meetings':
      return <MeetingsPage query={route.query} />;
    case 'availability':
      return <AvailabilityPage query={route.query} />;
    case 'insights':
      return <InsightsPage query={route.query} />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

/**
 * The staff area: the sign-in and setup pages for anyone, every other page for a signed-in
 * account, inside the layout. A change of page moves focus to its heading (see usePageFocus).
 */
export function StaffApp({ root }: { root: ShadowRoot }) {
  const locationKey = useLocationKey();
  const route = useMemo(() => routeOf(new URL(locationKey, location.origin)), [locationKey]);
  const [session, setSession] = useState<SessionResponse | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isPublic = route.page === 'sign-in' || route.page === 'setup';

  const signedIn = useCallback((started: SessionResponse, next: string) => {
    setCsrfToken(started.csrfToken);
    setSession(started);
    navigate(next, { replace: true });
  }, []);

  const staff = useMemo<Staff | null>(
    () =>
      session && {
        session,
        isAdmin: session.account.role === 'admin',
        announce: (text) => setAnnouncement(text),
        signedOut: () => {
          setCsrfToken('');
          setSession(null);
          navigate(STAFF_PAGES.signIn);
        },
      },
    [session],
  );

  // A signed-in page needs the session (and its CSRF token) before anything else.
  useEffect(() => {
    if (isPublic || session) return;
    let current = true;
    call('session').then(
      (loaded) => {
        if (!current) return;
        setCsrfToken(loaded.csrfToken);
        setSession(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) signInAgain();
        else setSessionError(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [isPublic, session]);

  usePageFocus(root, locationKey);
  // A new page starts with nothing announced: the last page's message would be read out again.
  useEffect(() => setAnnouncement(''), [locationKey]);

  if (route.page === 'sign-in') return <SignInPage next={route.next} onSignedIn={signedIn} />;
  if (route.page === 'setup') return <SetupPage token={route.token} onSignedIn={signedIn} />;
  if (!staff) {
    return (
      <main className="staff-main staff-loading" aria-busy={!sessionError}>
        <h1 className="page-title" tabIndex={-1}>
          Staff area
        </h1>
        {sessionError ? <FormMessage error={sessionError} /> : <p className="muted">Loading…</p>}
      </main>
    );
  }
  return (
    <StaffContext.Provider value={staff}>
      <Layout route={route} announcement={announcement}>
        {signedInPage(route)}
      </Layout>
    </StaffContext.Provider>
  );
}

/**
 * After a page change (not the first load, where the browser starts at the top), focus goes to the
 * new page's <h1>, which screen readers then read, as they would after a full page load.
 */
function usePageFocus(root: ShadowRoot, locationKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    root.querySelector<HTMLElement>('h1')?.focus();
  }, [root, locationKey]);
}
