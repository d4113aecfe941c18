/**
 * Building blocks shared by the pages, so they look alike and stay short. Class names are styled in
 * demo-site/site.css.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { NavLink } from '../core/site-map';

export interface Action {
  label: string;
  href: string;
  variant?: 'primary' | 'outline' | 'light';
}

export const actions = (list: readonly Action[]) => html`
  <div class="actions">
    ${list.map(({ label, href, variant = 'primary' }) => html`<a class="button button-${variant}" href=${href}>${label}</a>`)}
  </div>
`;

/** The top of every inner page: optional breadcrumb trail, eyebrow, the page's <h1>, a lead, actions. */
export function pageHero(options: {
  eyebrow?: string;
  title: string;
  lead?: string | TemplateResult;
  actions?: readonly Action[];
  breadcrumbs?: readonly NavLink[];
}): TemplateResult {
  return html`
    <section class="page-hero">
      <div class="container">
        ${
          options.breadcrumbs?.length
            ? html`<nav class="breadcrumbs" aria-label="Breadcrumb">
                <ol>
                  ${options.breadcrumbs.map((crumb) => html`<li><a href=${crumb.href}>${crumb.label}</a></li>`)}
                  <li aria-current="page">${options.title}</li>
                </ol>
              </nav>`
            : nothing
        }
        ${options.eyebrow ? html`<p class="eyebrow">${options.eyebrow}</p>` : nothing}
        <h1 tabindex="-1">${options.title}</h1>
        ${options.lead ? html`<p class="lead">${options.lead}</p>` : nothing}
        ${options.actions ? actions(options.actions) : nothing}
      </div>
    </section>
  `;
}

/** A page section with an <h2>; `alt` gives it the tinted background. */
export function section(
  options: { id?: string; title?: string; intro?: string | TemplateResult; alt?: boolean; narrow?: boolean },
  content: TemplateResult | TemplateResult[] | typeof nothing,
): TemplateResult {
  return html`
    <section class=${`section${options.alt ? ' section-alt' : ''}`} id=${options.id ?? nothing}>
      <div class=${`container${options.narrow ? ' container-narrow' : ''}`}>
        ${options.title ? html`<h2 class="section-title">${options.title}</h2>` : nothing}
        ${options.intro ? html`<p class="section-intro">${options.intro}</p>` : nothing} ${content}
      </div>
    </section>
  `;
}

/**
 * A narrow section holding prose rendered from Markdown at build time (demo-site/content/), after
 * an optional lead-in such as a byline. The HTML is ours, from the build, never a visitor's.
 */
export const proseSection = (body: string, before?: TemplateResult) =>
  section(
    { narrow: true },
    html`${before ?? nothing}
      <div class="prose">${unsafeHTML(body)}</div>`,
  );

/** A date as the site writes it: "November 1, 2026" for 2026-11-01. */
export const formatDate = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export interface Card {
  title: string;
  body: string | TemplateResult;
  href?: string;
  linkLabel?: string;
  /** A short label above the title, e.g. an industry or a reading time. */
  meta?: string;
}

/** A grid of cards (2, 3 or 4 columns on wide screens, one on phones). */
export const cardGrid = (cards: readonly Card[], columns: 2 | 3 | 4 = 3) => html`
  <div class=${`grid grid-${columns}`}>
    ${cards.map(
      (card) => html`
        <article class="card">
          ${card.meta ? html`<p class="card-meta">${card.meta}</p>` : nothing}
          <h3 class="card-title">${card.href ? html`<a href=${card.href}>${card.title}</a>` : card.title}</h3>
          <p>${card.body}</p>
          ${card.href && card.linkLabel ? html`<a class="card-link" href=${card.href}>${card.linkLabel}</a>` : nothing}
        </article>
      `,
    )}
  </div>
`;

/**
 * A table in a region that scrolls sideways on a narrow screen, named by its caption: the headings
 * of its columns, then one row per entry, whose first cell heads the row.
 */
export const captionedTable = (
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly [string, ...(string | TemplateResult)[]])[],
) => html`
  <div class="table-wrap" role="region" tabindex="0" aria-label=${caption}>
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([heading, ...cells]) =>
            html`<tr>
              <th scope="row">${heading}</th>
              ${cells.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>
`;

/** A list with check marks. */
export const checklist = (items: readonly (string | TemplateResult)[]) => html`
  <ul class="checklist">
    ${items.map((item) => html`<li>${item}</li>`)}
  </ul>
`;

/** Numbered steps, each with a title and a sentence. */
export const steps = (items: readonly { title: string; body: string }[]) => html`
  <ol class="steps">
    ${items.map(
      (item) =>
        html`<li>
          <h3>${item.title}</h3>
          <p>${item.body}</p>
        </li>`,
    )}
  </ol>
`;

/** Questions and answers as native disclosure widgets. */
export const faq = (items: readonly { question: string; answer: string | TemplateResult }[]) => html`
  <div class="faq">
    ${items.map(
      (item) =>
        html`<details>
          <summary>${item.question}</summary>
          <div class="faq-answer"><p>${item.answer}</p></div>
        </details>`,
    )}
  </div>
`;

export const quote = (text: string, name: string, role: string) => html`
  <figure class="quote">
    <blockquote><p>${text}</p></blockquote>
    <figcaption><strong>${name}</strong><span>${role}</span></figcaption>
  </figure>
`;

/** The closing call to action of most pages. */
export const ctaBand = (
  title = 'Ready to take control of your cash flow?',
  text = 'Talk with an advisor who knows your industry. The first consultation is free and comes with no obligation.',
  list: readonly Action[] = [
    { label: 'Talk to an Expert', href: '/talk-to-expert', variant: 'light' },
    { label: 'Explore Our Tools', href: '/resources/tools', variant: 'outline' },
  ],
) => html`
  <section class="cta-band">
    <div class="container">
      <h2>${title}</h2>
      <p>${text}</p>
      ${actions(list)}
    </div>
  </section>
`;
