/**
 * What <site-header> and <site-footer> hold in their light DOM: plain links that work without
 * JavaScript and for crawlers. Once an element upgrades, its shadow root (with no slot) replaces them.
 */
import { html } from 'lit';
import {
  CLIENT_PORTAL,
  formatAddress,
  LEGAL_LINKS,
  MORE_LINKS,
  RESOURCES,
  SITE,
  SOLUTIONS,
  TALK_TO_EXPERT,
  type NavLink,
} from '../core/site-map';

const links = (list: readonly NavLink[]) =>
  html`${list.map((link) => html`<li><a href=${link.href}>${link.label}</a></li>`)}`;

export const headerFallback = () => html`
  <nav class="fallback-nav" aria-label="Main">
    <a class="fallback-brand" href="/">${SITE.name}</a>
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="#solutions-links">Solutions</a></li>
      <li><a href="/resources/tools">Resources</a></li>
      <li><a href=${CLIENT_PORTAL.href}>${CLIENT_PORTAL.label}</a></li>
      <li><a href=${TALK_TO_EXPERT.href}>${TALK_TO_EXPERT.label}</a></li>
    </ul>
  </nav>
`;

export const footerFallback = () => html`
  <div class="fallback-footer">
    <nav aria-label="Footer">
      <h2 id="solutions-links">Solutions</h2>
      <ul>
        ${links(SOLUTIONS)}
      </ul>
      <h2>Resources</h2>
      <ul>
        ${links(RESOURCES)}
      </ul>
      <h2>More Links</h2>
      <ul>
        ${links(MORE_LINKS)}
      </ul>
      <h2>Legal</h2>
      <ul>
        ${links(LEGAL_LINKS)}
      </ul>
    </nav>
    <p>
      ${SITE.name} · <a href=${SITE.phoneHref}>${SITE.phone}</a> · <a href=${`mailto:${SITE.email}`}>${SITE.email}</a> ·
      ${formatAddress()}
    </p>
  </div>
`;
