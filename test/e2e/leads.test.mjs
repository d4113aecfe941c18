// The site's forms send to the lead intake server: a consultation request is stored once, survives a
// restart and comes out of `npm run leads:export`; a failed send keeps what was typed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dist, elementsReady, openPage, startServer, startSite, temporaryDataDir } from './harness.mjs';

const root = join(dist, '..');

/** /talk-to-expert's consultation form: the booking picker's, as nobody here takes bookings (no staff account). */
async function fillConsultation(page, company) {
  const form = page.locator('meeting-picker');
  await form.getByLabel('Full Name').fill('Dana Whitfield');
  await form.getByLabel('Email').fill('dana@whitfield-builders.com');
  await form.getByLabel('Company Name').fill(company);
  await form
    .getByLabel(/What would you like to discuss/)
    .fill('Cash flow for a $4M, 3-crew contracting business, "urgent"');
  await form.getByRole('checkbox').check();
  return form;
}

const exportCsv = (dataDir) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'server/leads-export.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

describe('lead intake through the site', () => {
  const dataDir = temporaryDataDir();
  let site;
  before(async () => {
    site = await startSite({ dataDir });
  });
  after(async () => {
    await site?.close({ keepData: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a consultation request from /talk-to-expert is stored once, survives a restart and is exported', async () => {
    const { page, context, errors } = await openPage(site, '/talk-to-expert');
    try {
      await elementsReady(page);
      const form = await fillConsultation(page, 'Whitfield Builders, LLC');
      const answered = page.waitForResponse('**/api/leads');
      await form.getByRole('button', { name: 'Request My Consultation' }).click();
      const response = await answered;
      assert.equal(response.status(), 201);
      assert.equal(response.request().headers()['content-type'], 'application/json');
      assert.match(response.request().headers()['idempotency-key'], /^[0-9a-f-]{32,36}$/);
      await form.getByText(/Your consultation request is in/).waitFor();
      assert.equal(await form.getByLabel('Full Name').inputValue(), '');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }

    // Restart the server on the same database, then export.
    await site.close({ keepData: true });
    const again = await startServer(dataDir);
    await new Promise((resolve) => again.close(resolve));
    site = await startSite({ dataDir });
    const csv = exportCsv(dataDir);
    const rows = csv.trim().split(/\r?\n/);
    assert.match(rows[0], /^type,id,created_at,kind,name,email,company/);
    const matching = rows.filter((row) => row.includes('dana@whitfield-builders.com'));
    assert.equal(matching.length, 1, csv);
    assert.match(matching[0], /consultation/);
    assert.match(matching[0], /"Whitfield Builders, LLC"/);
    assert.match(matching[0], /\/talk-to-expert/);
  });

  test('when the server fails, the form says so, keeps what was typed, and a retry is stored once', async () => {
    const { page, context } = await openPage(site, '/contact');
    try {
      await elementsReady(page);
      let failures = 2; // the first try and its automatic retry
      const keys = [];
      await page.route('**/api/leads', async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        if (failures-- > 0)
          await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' });
        else await route.continue();
      });
      const form = page.locator('lead-form');
      await form.getByLabel('Full Name').fill('Sam Ortiz');
      await form.getByLabel('Email').fill('sam@ortiz-freight.com');
      await form.getByLabel('Company Name').fill('Ortiz Freight');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByRole('alert').waitFor();
      assert.match(await form.getByRole('alert').innerText(), /try again/i);
      assert.equal(await form.getByLabel('Company Name').inputValue(), 'Ortiz Freight');

      // The draft survives a reload.
      await page.reload();
      await elementsReady(page);
      assert.equal(await form.getByLabel('Company Name').inputValue(), 'Ortiz Freight');
      await form.getByRole('checkbox').check();
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/api/leads') && response.status() === 201,
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      await answered;
      await form.getByText(/Thank you for your message/).waitFor();
      assert.equal(keys.length, 3);
      const csv = exportCsv(site.dataDir);
      assert.equal(csv.split('sam@ortiz-freight.com').length - 1, 1);
    } finally {
      await context.close();
    }
  });
});
