import { useEffect, useId, useState } from 'react';
import { CLIENT_PORTAL, RESOURCES, SITE, SOLUTIONS, TALK_TO_EXPERT, type NavLink } from '../../core/site-map';
import { useHost, useHydrated } from '../../internal/hydration';
import type { HostProps } from '../../internal/react-element';
import { firmHref } from '../../state/firm-urls';
import { currentPath } from '../../state/route';
import { MenuButton } from '../../ui/menu-button';
import { useSignal } from '../../ui/use-signal';

export type SiteHeaderProps = HostProps;

/**
 * Links lead to the firm's site wherever the header is (firm-urls.ts): `links.to('/contact')` is
 * the absolute link; `links.here` is the page on screen as such a link, so on the firm's own site
 * the current page's link is marked, and on another site none is.
 */
interface Links {
  to: (path: string) => string;
  here: string;
}

/**
 * The first view (prerendered, and the render that hydrates it) links to the paths as they are,
 * on the site that serves it; from the render after, links are absolute (useHydrated).
 */
const linksFor = (host: HTMLElement | undefined, path: string, hydrated: boolean): Links =>
  hydrated && host
    ? { to: (target) => firmHref(target, host), here: new URL(path, location.origin).href }
    : { to: (target) => target, here: path };
const isIn = (items: readonly NavLink[], links: Links) => items.some((item) => links.to(item.href) === links.here);
const current = (href: string, links: Links) => (href === links.here ? ('page' as const) : undefined);
const absolute = (items: readonly NavLink[], links: Links): NavLink[] =>
  items.map((item) => ({ ...item, href: links.to(item.href) }));

function Logo({ links }: { links: Links }) {
  return (
    <a className="brand" href={links.to('/')} part="brand">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#0b2545" />
        <path
          d="M9 27l7-8 6 5 9-11"
          fill="none"
          stroke="#5eead4"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="brand-name">
        {SITE.shortName}
        <span className="brand-suffix"> Advisory Group</span>
      </span>
    </a>
  );
}

/** A collapsible group of the mobile menu (a disclosure button and its list). */
function MobileGroup({
  label,
  items,
  links,
  onChoose,
}: {
  label: string;
  items: readonly NavLink[];
  links: Links;
  onChoose: () => void;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(isIn(items, links));
  return (
    <li className="mobile-group">
      <button
        type="button"
        className="mobile-link mobile-toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {label}
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id={id} className="mobile-sublist" hidden={!expanded}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              className="mobile-sublink"
              href={links.to(item.href)}
              aria-current={current(links.to(item.href), links)}
              onClick={onChoose}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader(_props: SiteHeaderProps) {
  const path = useSignal(currentPath);
  const links = linksFor(useHost(), path, useHydrated());
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // A navigation (back button included) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [path]);

  return (
    <header className="root header" part="base">
      <div className="bar">
        <Logo links={links} />
        <nav className="desktop-nav" aria-label="Main">
          <a className="nav-link" href={links.to('/')} aria-current={current(links.to('/'), links)}>
            Home
          </a>
          <MenuButton
            label="Solutions"
            items={absolute(SOLUTIONS, links)}
            currentPath={links.here}
            active={isIn(SOLUTIONS, links)}
          />
          <MenuButton
            label="Resources"
            items={absolute(RESOURCES, links)}
            currentPath={links.here}
            active={isIn(RESOURCES, links)}
          />
        </nav>
        <div className="header-actions">
          <a
            className="button button-outline"
            part="portal-button"
            href={links.to(CLIENT_PORTAL.href)}
            aria-current={current(links.to(CLIENT_PORTAL.href), links)}
          >
            {CLIENT_PORTAL.label}
          </a>
          <a
            className="button button-primary"
            part="cta-button"
            href={links.to(TALK_TO_EXPERT.href)}
            aria-current={current(links.to(TALK_TO_EXPERT.href), links)}
          >
            {TALK_TO_EXPERT.label}
          </a>
        </div>
        <button
          type="button"
          className="menu-toggle"
          part="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <nav id={mobileMenuId} className="mobile-nav" aria-label="Mobile" part="mobile-menu" hidden={!menuOpen}>
        <ul className="mobile-list">
          <li>
            <a
              className="mobile-link"
              href={links.to('/')}
              aria-current={current(links.to('/'), links)}
              onClick={close}
            >
              Home
            </a>
          </li>
          <MobileGroup label="Solutions" items={SOLUTIONS} links={links} onChoose={close} />
          <MobileGroup label="Resources" items={RESOURCES} links={links} onChoose={close} />
          <li className="mobile-actions">
            <a className="button button-outline" href={links.to(CLIENT_PORTAL.href)} onClick={close}>
              {CLIENT_PORTAL.label}
            </a>
            <a className="button button-primary" href={links.to(TALK_TO_EXPERT.href)} onClick={close}>
              {TALK_TO_EXPERT.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
