// Bookings count against the leads' rate limit (LEADS_RATE_LIMIT, per client address, across
// servers), on SQLite and PostgreSQL: the same address's third request in a minute is refused 429
// before anything is read or booked, after two that were answered.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccount } from '../../server/staff/accounts.ts';
import { staffContext } from '../../server/staff/index.ts';
import { ENGINES } from './engines.mjs';
import { MAIL, postJson, startApp } from './helpers.mjs';

for (const engine of ENGINES) {
  describe(`the rate limit on bookings on ${engine.label}`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      server = await startApp({ engine: engine.name, rateLimit: 2 });
      await createAccount(staffContext(server.storage, MAIL.publicUrl), {
        email: 'jane@crestlineadvisory.com',
        role: 'advisor',
      });
    });
    after(() => server?.dispose());

    test('two requests are answered, the third in the minute is 429 and books nothing', async () => {
      const { slots } = (await server.app.inject({ method: 'GET', url: '/api/booking/slots' })).json();
      const booking = (index, start) => ({
        name: `Owner ${index}`,
        email: `owner${index}@example.com`,
        company: `Company ${index}`,
        consent: true,
        message: 'Planning',
        start,
      });
      assert.equal((await postJson(server.app, '/api/bookings', booking(1, slots[0].start))).statusCode, 201);
      assert.equal((await postJson(server.app, '/api/bookings', booking(2, slots[0].start))).statusCode, 409);
      const third = await postJson(server.app, '/api/bookings', booking(3, slots[1].start));
      assert.equal(third.statusCode, 429);
      assert.ok(Number(third.headers['retry-after']) > 0);
      const meetings = await server.storage.db.selectFrom('meetings').select('id').execute();
      assert.equal(meetings.length, 1);
    });
  });
}
