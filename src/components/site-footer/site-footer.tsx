import { formatAddress, LEGAL_LINKS, MORE_LINKS, RESOURCES, SITE, SOLUTIONS, type NavLink } from '../../core/site-map';
import { useHost, useHydrated } from '../../internal/hydration';
import type { HostProps } from '../../internal/react-element';
import { firmHref } from '../../state/firm-urls';
import { IconLink } from '../../ui/icon-link';

export type SiteFooterProps = HostProps;

/** A column of links to the firm's site, which work wherever the footer is (firm-urls.ts). */
function LinkColumn({ title, links, to }: { title: string; links: readonly NavLink[]; to: (path: string) => string }) {
  return (
    <nav className="column" aria-label={title}>
      <h2 className="column-title">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={to(link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm7 0h3.8v1.5h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91H10z';
const TWITTER_PATH =
  'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z';

export function SiteFooter(_props: SiteFooterProps) {
  const host = useHost();
  const hydrated = useHydrated();
  // The first view (prerendered, and hydrated as such) links to the paths on the site serving it
  // and shows the year it was built; the render after hydration, absolute links and this year.
  const live = hydrated && host;
  const to = (path: string) => (live ? firmHref(path, live) : path);
  const year = live ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <footer className="root footer" part="base">
      <div className="inner">
        <div className="about">
          <a className="brand" href={to('/')}>
            <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
              <rect width="40" height="40" rx="9" fill="#ffffff" fillOpacity=".08" />
              <path
                d="M9 27l7-8 6 5 9-11"
                fill="none"
                stroke="#5eead4"
                strokeWidth="3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {SITE.name}
          </a>
          <p className="tagline">{SITE.tagline}.</p>
          <ul className="contact" part="contact">
            <li>
              <a href={SITE.phoneHref}>{SITE.phone}</a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <address>{formatAddress()}</address>
            </li>
          </ul>
          <div className="social">
            <IconLink
              href={SITE.social.linkedin}
              label="Crestline Advisory Group on LinkedIn"
              tooltip="LinkedIn"
              path={LINKEDIN_PATH}
            />
            <IconLink
              href={SITE.social.twitter}
              label="Crestline Advisory Group on Twitter"
              tooltip="Twitter"
              path={TWITTER_PATH}
            />
          </div>
        </div>
        <LinkColumn title="Solutions" links={SOLUTIONS} to={to} />
        <LinkColumn title="Resources" links={RESOURCES} to={to} />
        <LinkColumn title="More Links" links={MORE_LINKS} to={to} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} to={to} />
      </div>
      <div className="bottom">
        <p>
          © {year} {SITE.name}. All rights reserved.
        </p>
        <p>Financial advisory for small and mid-sized businesses since {SITE.foundingYear}.</p>
      </div>
    </footer>
  );
}
