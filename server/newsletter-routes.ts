// The links in newsletter e-mails. The pages at these addresses are the site's (prerendered, with a
// button); pressing it POSTs here. A GET never changes anything, so mail scanners that open links do
// not confirm or unsubscribe anyone. The unsubscribe URL is also the List-Unsubscribe target: a mail
// program's one-click POST (RFC 8058, body "List-Unsubscribe=One-Click", no cookies) gets a plain 200.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmLinkQuery, unsubscribeLinkQuery } from '../src/contracts/public-api';
import { type MailService, UNSUBSCRIBE_KEY } from './mail/mail-service';
import { welcomeMessages } from './mail/messages';
import { confirmSignup, isUnsubscribeToken, unsubscribeSignup } from './newsletter-store';
import { sharedSecret } from './repositories/server-secrets';
import type { Storage } from './storage';

/** Where each outcome is shown (pages of the site). */
export const NEWSLETTER_PAGES = Object.freeze({
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  invalid: '/newsletter/link-expired',
});

export async function newsletterRoutes(
  app: FastifyInstance,
  { storage, mail }: { storage: Storage; mail: Pick<MailService, 'wake'> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The page's form and mail programs post form data; the token is in the query, so the body is not needed.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  const key = await sharedSecret(storage.db, UNSUBSCRIBE_KEY, storage.now());

  const answer = (request: FastifyRequest, reply: FastifyReply, page: string) => {
    reply.header('cache-control', 'no-store');
    // A mail program's one-click POST wants a success status, a person's browser the page.
    if (typeof request.body === 'string' && request.body.includes('List-Unsubscribe=One-Click')) {
      return reply
        .code(page === NEWSLETTER_PAGES.invalid ? 400 : 200)
        .type('text/plain; charset=utf-8')
        .send(page === NEWSLETTER_PAGES.invalid ? 'This link is not valid.' : 'Unsubscribed.');
    }
    return reply.code(303).header('location', page).send();
  };

  routes.post('/confirm', { schema: { querystring: confirmLinkQuery } }, async (request, reply) => {
    const { token } = request.query;
    if (token === undefined) return answer(request, reply, NEWSLETTER_PAGES.invalid);
    const outcome = await confirmSignup(storage.db, token, storage.now(), welcomeMessages);
    if (outcome.status === 'confirmed') mail.wake();
    return answer(
      request,
      reply,
      outcome.status === 'confirmed' ? NEWSLETTER_PAGES.confirmed : NEWSLETTER_PAGES.invalid,
    );
  });

  routes.post('/unsubscribe', { schema: { querystring: unsubscribeLinkQuery } }, async (request, reply) => {
    const { id, token } = request.query;
    const valid = id !== undefined && token !== undefined && isUnsubscribeToken(key, id, token);
    if (!valid || !(await unsubscribeSignup(storage.db, id, storage.now())))
      return answer(request, reply, NEWSLETTER_PAGES.invalid);
    return answer(request, reply, NEWSLETTER_PAGES.unsubscribed);
  });
}
