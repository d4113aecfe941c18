/** See css-text.mjs. */
import type { Plugin } from 'vite';
export declare const cssText: () => Plugin;
export declare const firstViewStandIns: () => Plugin;
