/**
 * An element's first view: its first render, made by react-dom/server at build time
 * (src/site/first-views.tsx), which React later hydrates rather than draws again. The firm's
 * pages carry it prerendered, in a declarative shadow root with its styles in a <style> (hashed into
 * the server's Content-Security-Policy); on any other page (one script tag, no prerender, or an
 * element added later) the loader puts the same markup into the shadow root, with its styles
 * adopted, which a strict CSP allows.
 */

import type { ComponentType } from 'react';
import { adoptStyles } from './adopt-styles';

/** An element as its first view (build time) and its wrapper (browser) both need it. */
export interface ElementView<P> {
  component: ComponentType<P>;
  /** Every attribute is plain text (r2wc's 'string' type): the component parses and validates it. */
  attributes: readonly (keyof P & string)[];
  /** base.css and the element's own: the first view's <style>, or its adopted sheet. */
  styles: readonly string[];
}

/** The element React renders into, inside the shadow root; the styles are outside it. */
export const ROOT_SELECTOR = '[data-cf-root]';

export interface FirstView {
  /** The rendered first view, as React writes it (the root's inner HTML). */
  html: string;
  /** The element's styles: base.css and its own. */
  css: string;
  /**
   * Applies the host's attributes to the inserted markup, with the parsing and escaping of the
   * element itself, so it draws what a prerender with those attributes would.
   */
  fill?: (root: Element, host: HTMLElement) => void;
}

/** The markup of a declarative shadow root holding the first view (the prerender writes it). */
export const declarativeShadowRoot = (view: Pick<FirstView, 'html' | 'css'>) =>
  `<template shadowrootmode="open"><style>${view.css}</style><div data-cf-root>${view.html}</div></template>`;

/** The root React renders into, or null if the element has no first view yet. */
export const viewRootOf = (host: Element): Element | null =>
  [...(host.shadowRoot?.children ?? [])].find((child) => child.matches(ROOT_SELECTOR)) ?? null;

/** Gives an element without a shadow root its first view; returns the root React renders into. */
export function insertFirstView(host: HTMLElement, view: FirstView): Element {
  const existing = viewRootOf(host);
  if (existing) return existing;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, view.css);
  const root = document.createElement('div');
  root.setAttribute('data-cf-root', '');
  // Build-time markup of our own; the host's attributes go in through the DOM (fill), never as HTML.
  root.innerHTML = view.html;
  view.fill?.(root, host);
  shadow.append(root);
  return root;
}
