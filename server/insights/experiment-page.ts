// Tells each page of the site the headline experiment's run and weights before its first paint:
// the prerendered pages carry an empty <meta name="cashflow-headline-experiment">, which this fills
// as the page is served (shell.html's <head> script reads it). The pages stay static files; their
// validator becomes a hash of what is sent, so a browser's copy is refreshed when an admin changes
// the weights. The setting is read from the database at most every few seconds per server.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { EXPERIMENT_META } from '../../src/contracts/insights-fields';
import type { Storage } from '../storage';
import { currentExperiment, metaContent } from './experiment';

const PLACEHOLDER = `<meta name="${EXPERIMENT_META}" content="" />`;
const CACHE_MS = 5_000;
/** A page address: no file extension (or .html), outside the APIs and the staff area. */
const PAGE = /^\/(?!api\/|staff(?:\/|$)|chunks\/|assets\/)(?:[^.?]*|[^?]*\.html)(?:\?.*)?$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The If-None-Match of a page request, answered here against the filled page's hash. */
    pageValidator: string | null;
  }
}

async function textOf(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

export const experimentPage = fastifyPlugin(
  async (app: FastifyInstance, { storage }: { storage: Storage }) => {
    let cached: { content: string; until: number } | null = null;
    const content = async () => {
      if (!cached || cached.until <= Date.now()) {
        const row = await currentExperiment(storage.db, storage.stamp());
        cached = { content: metaContent(row), until: Date.now() + CACHE_MS };
      }
      return cached.content;
    };
    /** After an admin's change on this server: the next page says so at once. */
    app.decorate('experimentChanged', () => {
      cached = null;
    });

    app.decorateRequest('pageValidator', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.method !== 'GET' || !PAGE.test(request.url)) return;
      // The file's own validators describe the file, not the page sent: answered in onSend instead.
      const headers = request.raw.headers;
      request.pageValidator = typeof headers['if-none-match'] === 'string' ? headers['if-none-match'] : null;
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (request.method !== 'GET' || !type.startsWith('text/html')) return payload;
      const html = await textOf(payload);
      if (html === null) return payload;
      // A file's stream is compressed whatever its size; a short string would not be: keep it a stream.
      const same = (text: string) => (typeof payload === 'string' ? text : Readable.from([Buffer.from(text)]));
      if (!html.includes(PLACEHOLDER)) return same(html);
      const filled = html.replace(PLACEHOLDER, `<meta name="${EXPERIMENT_META}" content="${await content()}" />`);
      const etag = `"${createHash('sha256').update(filled).digest('base64url').slice(0, 27)}"`;
      reply.removeHeader('content-length');
      reply.removeHeader('last-modified');
      reply.header('etag', etag);
      if (reply.statusCode === 200 && request.pageValidator === etag) {
        reply.code(304);
        return '';
      }
      return same(filled);
    });
  },
  { name: 'experiment-page' },
);

declare module 'fastify' {
  interface FastifyInstance {
    experimentChanged(): void;
  }
}
