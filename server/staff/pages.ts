// The staff pages: one HTML shell for every path, never prerendered and never cached or indexed; the
// UI (dist/staff/app.js, built from src/staff/) renders the page the path names. Anonymous requests
// for any page but sign-in and setup are sent to sign-in; the shell holds no data, the API does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ENTRY, STAFF_ICON, STAFF_PAGES, STAFF_ROOT_ID, STAFF_STYLESHEET } from '../../src/contracts/staff-api';
import type { StaffContext } from './context';
import { sessionOf } from './http';

const PUBLIC_PAGES: ReadonlySet<string> = new Set([STAFF_PAGES.signIn, STAFF_PAGES.setup]);

function shell(withStylesheet: boolean): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    // The setup link's token is in the address: it must not leave in a Referer (the site-wide
    // header says strict-origin-when-cross-origin, which still sends it to our own files).
    '<meta name="referrer" content="no-referrer">',
    '<title>Staff · Crestline Advisory Group</title>',
    `<link rel="icon" type="image/svg+xml" href="${STAFF_ICON}">`,
    withStylesheet ? `<link rel="stylesheet" href="${STAFF_STYLESHEET}">` : '',
    `<script type="module" src="${STAFF_ENTRY}"></script>`,
    '</head>',
    `<body><div id="${STAFF_ROOT_ID}"></div></body>`,
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function registerStaffPages(app: FastifyInstance, { ctx, dist }: { ctx: StaffContext; dist: string }): void {
  const page = (path: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    const signedIn = (await sessionOf(ctx, request)) !== null;
    if (!signedIn && !PUBLIC_PAGES.has(path)) {
      const next = request.url.startsWith('/staff') ? request.url : STAFF_PAGES.inbox;
      return reply.redirect(`${STAFF_PAGES.signIn}?next=${encodeURIComponent(next)}`, 303);
    }
    if (signedIn && path === STAFF_PAGES.signIn) return reply.redirect(STAFF_PAGES.inbox, 303);
    return reply.type('text/html; charset=utf-8').send(shell(existsSync(join(dist, STAFF_STYLESHEET))));
  };
  for (const path of Object.values(STAFF_PAGES)) app.get(path, page(path));
}
