import { signal } from '@preact/signals-core';

/**
 * The path of the page on screen, shared by the router (which writes it) and the header (which
 * marks the current link), though they are separate scripts.
 */
export const currentPath = signal(typeof location === 'undefined' ? '/' : location.pathname);
