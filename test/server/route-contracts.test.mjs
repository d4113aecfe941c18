// The route contracts' wiring (app.ts, errors.ts): a request that breaks its route's schema is
// refused with each field named, in the words of the API it was for, and an answer that breaks its
// route's schema is never sent (a logged 500 instead): each beside the same route with a request and
// an answer that keep the contract.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answersAs, handleError } from '../../server/errors.ts';

async function appWith(area) {
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    async (api) => {
      answersAs(api, area);
      const schema = {
        body: z.object({ name: z.string().max(5, 'At most 5.'), count: z.number() }),
        response: { 200: z.object({ id: z.string() }) },
      };
      api.post('/thing', { schema }, async (request) =>
        request.body.name === 'wrong' ? { id: 42 } : { id: request.body.name },
      );
    },
    { prefix: '/api' },
  );
  return app;
}

const post = (app, payload) =>
  app.inject({ method: 'POST', url: '/api/thing', headers: { 'content-type': 'application/json' }, payload });

test('a request that keeps the contract is answered as declared; one that breaks it is refused field by field', async () => {
  const app = await appWith('staff');
  const good = await post(app, { name: 'kept', count: 1 });
  assert.equal(good.statusCode, 200);
  assert.deepEqual(good.json(), { id: 'kept' });
  const bad = await post(app, { name: 'too long', count: 'one' });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), {
    error: 'invalid',
    message: 'Please correct the fields listed.',
    fields: { name: 'At most 5.', count: 'Invalid input: expected number, received string' },
  });
  await app.close();
});

test('the public API words a refusal as its forms expect', async () => {
  const app = await appWith('public');
  const bad = await post(app, { name: 'too long', count: 1 });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json(), {
    error: 'invalid',
    message: 'Please correct the fields listed below.',
    fields: { name: 'At most 5.' },
  });
  await app.close();
});

test('an answer that breaks its contract is not sent', async () => {
  const app = await appWith('staff');
  assert.equal(
    (await post(app, { name: 'fine', count: 1 })).statusCode,
    200,
    'the same route answers when it keeps it',
  );
  const broken = await post(app, { name: 'wrong', count: 1 });
  assert.equal(broken.statusCode, 500);
  assert.equal(broken.json().error, 'server-error');
  assert.doesNotMatch(broken.body, /42/, 'nothing of the broken answer leaves');
  await app.close();
});
