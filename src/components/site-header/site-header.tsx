import { useEffect, useId, useState } from 'react';
import { CLIENT_PORTAL, RESOURCES, SITE, SOLUTIONS, TALK_TO_EXPERT, type NavLink } from '../../core/site-map';
import type { HostProps } from '../../internal/react-element';
import { currentPath } from '../../state/route';
import { MenuButton } from '../../ui/menu-button';
import { useSignal } from '../../ui/use-signal';

export type SiteHeaderProps = HostProps;

const isIn = (items: readonly NavLink[], path: string) => items.some((item) => item.href === path);
const current = (href: string, path: string) => (href === path ? ('page' as const) : undefined);

function Logo() {
  return (
    <a className="brand" href="/" part="brand">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill="#0b2545" />
        <path d="M9 27l7-8 6 5 9-11" fill="none" stroke="#5eead4" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="brand-name">
        {SITE.shortName}
        <span className="brand-suffix"> Advisory Group</span>
      </span>
    </a>
  );
}

/** A collapsible group of the mobile menu (a disclosure button and its list). */
function MobileGroup({ label, items, path, onChoose }: { label: string; items: readonly NavLink[]; path: string; onChoose: () => void }) {
  const id = useId();
  const [expanded, setExpanded] = useState(isIn(items, path));
  return (
    <li className="mobile-group">
      <button type="button" className="mobile-link mobile-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {label}
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={id} className="mobile-sublist" hidden={!expanded}>
        {items.map((item) => (
          <li key={item.href}>
            <a className="mobile-sublink" href={item.href} aria-current={current(item.href, path)} onClick={onChoose}>
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
        <Logo />
        <nav className="desktop-nav" aria-label="Main">
          <a className="nav-link" href="/" aria-current={current('/', path)}>
            Home
          </a>
          <MenuButton label="Solutions" items={SOLUTIONS} currentPath={path} active={isIn(SOLUTIONS, path)} />
          <MenuButton label="Resources" items={RESOURCES} currentPath={path} active={isIn(RESOURCES, path)} />
        </nav>
        <div className="header-actions">
          <a className="button button-outline" part="portal-button" href={CLIENT_PORTAL.href} aria-current={current(CLIENT_PORTAL.href, path)}>
            {CLIENT_PORTAL.label}
          </a>
          <a className="button button-primary" part="cta-button" href={TALK_TO_EXPERT.href} aria-current={current(TALK_TO_EXPERT.href, path)}>
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
            <a className="mobile-link" href="/" aria-current={current('/', path)} onClick={close}>
              Home
            </a>
          </li>
          <MobileGroup label="Solutions" items={SOLUTIONS} path={path} onChoose={close} />
          <MobileGroup label="Resources" items={RESOURCES} path={path} onChoose={close} />
          <li className="mobile-actions">
            <a className="button button-outline" href={CLIENT_PORTAL.href} onClick={close}>
              {CLIENT_PORTAL.label}
            </a>
            <a className="button button-primary" href={TALK_TO_EXPERT.href} onClick={close}>
              {TALK_TO_EXPERT.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
