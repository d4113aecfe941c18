import type { TemplateResult } from 'lit';

/** One route's page: its metadata for <head>, its content, and optional behaviour in the browser. */
export interface Page {
  /** The full document title. */
  title: string;
  /** Meta description, 150 to 160 characters where possible. */
  description: string;
  keywords?: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (the not-found page). */
  noindex?: boolean;
  /** JSON-LD objects written into the page's <head>. */
  structuredData?: readonly object[];
  /** The content of <main>. It must start with the page's single <h1>. */
  render(url?: URL): TemplateResult;
  /** Behaviour once the content is in the document, e.g. a headline variant; may return a cleanup. */
  enhance?(main: HTMLElement, url: URL): void | (() => void);
}

export const definePage = (page: Page): Page => page;
