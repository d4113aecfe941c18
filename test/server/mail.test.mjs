// The report is really delivered and the firm hears of every lead: each lead's e-mails go through a
// real SMTP server (smtp-server in this process), with retries, bounces and the newsletter's double
// opt-in, on SQLite and on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { pdfText, skipWithoutPoppler } from '../support/poppler.mjs';
import { recipientsOf, startSmtpServer } from '../support/smtp.mjs';
import { createServer } from 'node:http';
import { signWebhook, verifyWebhook } from '../../server/mail/webhook.ts';
import { addMonths, formatMonthStamp, monthOf } from '../../src/core/calendar-month.ts';
import { markLabel } from '../../src/core/cash-outlook.ts';
import { calculateRefined } from '../../src/core/refined-calculation.ts';
import { ENGINES } from './engines.mjs';
import { postJson, startApp, until, VALID } from './helpers.mjs';
import { deliveriesFor } from '../../server/repositories/outbox.ts';

const FIRM = 'advisors@crestlineadvisory.com';
const FAST_RETRIES = { retryBaseMs: 50, retryMaxMs: 200, pollMs: 50 };

const to = (/** @type {string} */ address) => (/** @type {import('mailparser').ParsedMail} */ message) =>
  recipientsOf(message).includes(address);

for (const engine of ENGINES) {
  describe(`${engine.label}: e-mail and webhooks`, { skip: engine.skip }, () => {
    /** @type {Awaited<ReturnType<typeof startSmtpServer>>} */
    let smtp;
    /** @type {Awaited<ReturnType<typeof startApp>>} */
    let server;
    before(async () => {
      smtp = await startSmtpServer();
      server = await startApp({
        engine: engine.name,
        mail: { smtpUrl: smtp.url, notifyTo: [FIRM] },
        outbox: FAST_RETRIES,
      });
    });
    after(async () => {
      await server?.dispose();
      await smtp?.close();
    });

    test('a report lead reaches the owner once with both PDFs, and the firm once with the report and the figures', async () => {
      const response = await postJson(server.app, '/api/leads', VALID.report);
      assert.equal(response.statusCode, 201);
      const [owner] = await smtp.waitFor(1, to(VALID.report.email));
      const [firm] = await smtp.waitFor(1, (message) => to(FIRM)(message) && /Whitfield/.test(message.subject ?? ''));
      assert.equal(owner.subject, 'Your Cash Flow Report and Management Guide');
      assert.ok(owner.html && owner.text, 'HTML with a plain-text alternative');
      assert.deepEqual(
        owner.attachments.map((file) => file.filename),
        ['Cash-Flow-Report.pdf', 'Cash-Flow-Management-Guide.pdf'],
      );
      assert.ok(
        owner.attachments.every(
          (file) => file.contentType === 'application/pdf' && file.content.subarray(0, 5).toString() === '%PDF-',
        ),
      );
      if (!skipWithoutPoppler) {
        const report = pdfText(owner.attachments[0].content);
        for (const text of ['dana@whitfield-builders.com', '$10,000', '20.0%', '0.3 months', 'High'])
          assert.ok(report.includes(text), `the report shows ${text}`);
        assert.match(pdfText(owner.attachments[1].content), /Cash Flow Management Guide/);
      }
      assert.match(firm.subject ?? '', /Cash Flow Report request from Whitfield Builders/);
      assert.equal(firm.replyTo?.value[0]?.address, VALID.report.email, 'an advisor replies to the owner');
      for (const text of [
        'Dana Whitfield',
        'dana@whitfield-builders.com',
        'Monthly cash flow: $10,000',
        'Cash flow margin: 20.0%',
        'Cash runway: 0.3 months',
        'Risk level: High',
        'Cash runs out: Not in the next 36 months',
      ]) {
        assert.ok(firm.text?.includes(text), `the notification shows ${text}`);
      }
      assert.ok(!firm.text?.includes('Forecast refinements'), 'none given, none listed');
      assert.deepEqual(
        firm.attachments.map((file) => file.filename),
        ['Cash-Flow-Report.pdf'],
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(smtp.messages.filter(to(VALID.report.email)).length, 1, 'once');
      const deliveries = await deliveriesFor(server.storage.db, response.json().id);
      assert.deepEqual(deliveries.map((delivery) => [delivery.template, delivery.status]).sort(), [
        ['lead-notification', 'sent'],
        ['report', 'sent'],
      ]);
    });

    test("the firm's notification gives the month the cash runs out, the buffer's, and the refinements", async () => {
      const forecastStart = formatMonthStamp(monthOf(new Date()));
      const inputs = { ...VALID.report.inputs, monthlyExpenses: 59_000, cashReserves: 150_000 };
      const refinements = { daysToGetPaid: 60, minimumCash: 100_000, oneOffItems: [{ month: 2, amount: -20_000 }] };
      const response = await postJson(server.app, '/api/leads', {
        ...VALID.report,
        company: 'Latepay Builders',
        inputs,
        refinements,
        forecastStart,
      });
      assert.equal(response.statusCode, 201);
      const [firm] = await smtp.waitFor(1, (message) => to(FIRM)(message) && /Latepay/.test(message.subject ?? ''));
      const { outlook } = calculateRefined(inputs, refinements, monthOf(new Date()));
      assert.ok(outlook.cashOut && outlook.belowBuffer, 'this business runs out, after crossing its buffer');
      const start = monthOf(new Date());
      const monthName = (/** @type {number} */ index) =>
        markLabel({ index, month: formatMonthStamp(addMonths(start, index - 1)) });
      for (const text of [
        `Cash runs out: ${monthName(outlook.cashOut.index)}`,
        `Below $100,000 minimum: ${monthName(outlook.belowBuffer.index)}`,
        `Forecast refinements: Customers pay in 60 days. $20,000 paid out in ${monthName(2)}. Minimum cash buffer: $100,000.`,
      ])
        assert.ok(firm.text?.includes(text), `the notification shows ${text}`);
      assert.ok(firm.html?.includes('Cash runs out'));
      if (!skipWithoutPoppler)
        assert.ok(
          pdfText(firm.attachments[0].content).includes(`Your cash runs out in ${monthName(outlook.cashOut.index)}.`),
        );
    });

    test('a contact lead notifies the firm and e-mails nobody else', async () => {
      const before = smtp.messages.length;
      const response = await postJson(server.app, '/api/leads', VALID.contact);
      assert.equal(response.statusCode, 201);
      const [notification] = await smtp.waitFor(
        1,
        (message) => to(FIRM)(message) && /Ortega/.test(message.subject ?? ''),
      );
      assert.match(notification.subject ?? '', /^New lead: Contact message from Ortega Machining$/);
      assert.ok(
        notification.text?.includes('We grew 30% last year.\nCash is tight every quarter.'),
        'the message as typed',
      );
      assert.equal(notification.attachments.length, 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(smtp.messages.length, before + 1);
    });

    test('markup a person typed is shown as text in the HTML e-mail', async () => {
      const response = await postJson(server.app, '/api/leads', {
        ...VALID.contact,
        email: 'eve@evil-corp.com',
        company: '<img src=x onerror=alert(1)>',
      });
      assert.equal(response.statusCode, 201);
      const [notification] = await smtp.waitFor(
        1,
        (message) => to(FIRM)(message) && (message.text ?? '').includes('eve@evil-corp.com'),
      );
      assert.ok(
        typeof notification.html === 'string' && notification.html.includes('&lt;img src=x onerror=alert(1)&gt;'),
      );
      assert.doesNotMatch(notification.html, /<img src=x/);
    });
  });

  describe(`${engine.label}: the signed webhook`, { skip: engine.skip }, () => {
    const secret = 'whsec_' + Buffer.from('a test secret of 24 bytes').toString('base64');

    test('each lead is POSTed as signed JSON, retried with the same id, and the receiver can verify it', async () => {
      const receiver = await startReceiver(1);
      const server = await startApp({
        engine: engine.name,
        mail: { webhookUrl: receiver.url, webhookSecret: secret },
        outbox: FAST_RETRIES,
      });
      try {
        const { id } = (await postJson(server.app, '/api/leads', VALID.report)).json();
        await until(async () => receiver.received.length === 2, 'the retried delivery');
        const [failed, delivery] = receiver.received;
        assert.equal(
          failed.headers['webhook-id'],
          delivery.headers['webhook-id'],
          'a retry keeps its id, so the receiver can drop duplicates',
        );
        assert.equal(verifyWebhook(secret, delivery.headers, delivery.body), true);
        const payload = JSON.parse(delivery.body);
        assert.equal(payload.type, 'lead.created');
        assert.equal(payload.data.id, id);
        assert.equal(payload.data.company, 'Whitfield Builders');
        assert.equal(payload.data.calculation.monthlyCashFlow, 10000);
        assert.equal(payload.data.calculation.riskLevel, 'High');
        assert.equal(payload.data.calculation.outlook.cashOut, null, 'the month the cash runs out: none in 36');
        assert.equal(payload.data.ip, undefined, 'no request facts');

        assert.equal(
          verifyWebhook(secret, delivery.headers, delivery.body.replace('Whitfield', 'Whitfielt')),
          false,
          'a tampered body fails',
        );
        const old = Math.floor(Date.now() / 1000) - 600;
        const stale = {
          ...delivery.headers,
          'webhook-timestamp': String(old),
          'webhook-signature': signWebhook(secret, delivery.headers['webhook-id'] ?? '', old, delivery.body),
        };
        assert.equal(verifyWebhook(secret, stale, delivery.body), false, 'an old timestamp fails');
        assert.equal(
          verifyWebhook(
            'whsec_' + Buffer.from('another secret entirely!').toString('base64'),
            delivery.headers,
            delivery.body,
          ),
          false,
          'another secret fails',
        );
        // The receiver answers before the worker records the delivery: wait for the record.
        const webhookDelivery = async () =>
          (await deliveriesFor(server.storage.db, id)).find((row) => row.channel === 'webhook');
        await until(async () => (await webhookDelivery())?.status === 'sent', 'the delivery recorded as sent');
        const hook = await webhookDelivery();
        assert.deepEqual([hook?.status, hook?.attempts], ['sent', 2]);
      } finally {
        await server.dispose();
        await receiver.close();
      }
    });
  });

  describe(`${engine.label}: retries and bounces`, { skip: engine.skip }, () => {
    test('the SMTP server refuses the first two attempts: the message arrives on the third, once', async () => {
      const smtp = await startSmtpServer({
        refuse: ({ number }) => (number <= 2 ? { code: 421, message: 'Try again later' } : undefined),
      });
      const server = await startApp({ engine: engine.name, mail: { smtpUrl: smtp.url }, outbox: FAST_RETRIES });
      try {
        const { id } = (await postJson(server.app, '/api/leads', VALID.popup)).json();
        await smtp.waitFor(1);
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.equal(smtp.messages.length, 1, 'delivered once');
        assert.equal(smtp.attempts, 3);
        const [report] = await deliveriesFor(server.storage.db, id);
        assert.equal(report.status, 'sent');
        assert.equal(report.attempts, 3);
      } finally {
        await server.dispose();
        await smtp.close();
      }
    });

    test('an address the mail server refuses permanently is not mailed again', async () => {
      const smtp = await startSmtpServer({ refuse: () => ({ code: 550, message: 'RCPT: no such user' }) });
      const server = await startApp({ engine: engine.name, mail: { smtpUrl: smtp.url }, outbox: FAST_RETRIES });
      try {
        const first = (await postJson(server.app, '/api/leads', VALID.popup)).json();
        await until(
          async () => (await deliveriesFor(server.storage.db, first.id))[0]?.status === 'failed',
          'the refusal recorded',
        );
        const [failed] = await deliveriesFor(server.storage.db, first.id);
        assert.equal(failed.attempts, 1, 'a permanent refusal is not retried');
        assert.match(failed.lastError ?? '', /no such user/);
        const second = (
          await postJson(server.app, '/api/leads', { ...VALID.popup, email: VALID.popup.email.toUpperCase() })
        ).json();
        const [cancelled] = await deliveriesFor(server.storage.db, second.id);
        assert.equal(cancelled.status, 'cancelled');
        assert.match(cancelled.lastError ?? '', /bounced/);
      } finally {
        await server.dispose();
        await smtp.close();
      }
    });
  });
}

/** An HTTP server that receives webhooks: the first `failFirst` deliveries are answered 500. */
async function startReceiver(failFirst = 0) {
  /** @type {{ headers: Record<string, string>, body: string }[]} */
  const received = [];
  let calls = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls++;
      received.push({ headers: /** @type {Record<string, string>} */ (request.headers), body });
      response.writeHead(calls <= failFirst ? 500 : 204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/hooks/leads`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
