// Who asked not to be tracked, and what a lead is credited to. A browser sending Global Privacy
// Control (Sec-GPC: 1) or Do Not Track (DNT: 1) sends no events (state/beacon.ts); the server drops
// any that arrive anyway, and keeps such a visitor's lead as a lead credited to nothing.
import type { FastifyRequest } from 'fastify';
import { EXPERIMENT_HEADER, HEADLINE_VARIANTS, type HeadlineVariant } from '../../src/contracts/insights-fields';
import type { LeadCreditsTable } from '../db/insights-schema';
import type { OriginVerdict } from '../origin-policy';

export const optedOut = (request: FastifyRequest): boolean =>
  request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

const EXPERIMENT_VALUE = new RegExp(`^([A-Za-z0-9]{1,24})\\.(${HEADLINE_VARIANTS.join('|')})$`);

/**
 * What a lead posted with this request is credited to: the embedding page's origin for an embed
 * ('' for the firm's own site), and on the firm's site the run and variant the form named
 * (EXPERIMENT_HEADER). Null for a visitor who opted out.
 */
export function creditOf(request: FastifyRequest, verdict: OriginVerdict): Omit<LeadCreditsTable, 'lead_id'> | null {
  if (optedOut(request)) return null;
  if (verdict === 'embed') return { host: request.headers.origin!.toLowerCase(), run: '', variant: '' };
  const header = request.headers[EXPERIMENT_HEADER.toLowerCase()];
  const match = typeof header === 'string' ? EXPERIMENT_VALUE.exec(header) : null;
  return { host: '', run: match?.[1] ?? '', variant: (match?.[2] as HeadlineVariant | undefined) ?? '' };
}
