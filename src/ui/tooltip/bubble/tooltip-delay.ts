import { TIMINGS } from '../../../core';

/**
 * Shared timing for every tooltip on the page: the first opens after a 700 ms hover; moving to
 * another within 300 ms of one closing (or while one is open) opens it at once.
 */
let openCount = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function openDelay(now = performance.now()): number {
  return openCount > 0 || now - lastClosedAt < TIMINGS.tooltipSkipDelayMs ? 0 : TIMINGS.tooltipOpenDelayMs;
}

export function noteOpened(): void {
  openCount++;
}

export function noteClosed(now = performance.now()): void {
  openCount = Math.max(0, openCount - 1);
  lastClosedAt = now;
}
