// The staff side of bookings (issue 21) in Chromium against the real server: a visitor books on
// /talk-to-expert, the advisor finds the meeting on Meetings and beside the lead, marks it done,
// changes their hours, makes and revokes their calendar feed; the admin sets a firm holiday and
// sees any advisor's availability. axe on each page at 1280 and 390 px. STAFF_SCREENSHOTS=<folder>
// saves a screenshot of each.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { addAccountWithCli, heading, seriousViolations, setPassword, startSite, temporaryDataDir } from './harness.mjs';

const ADMIN = { email: 'owner@crestline.test', password: 'granite-harbor-lantern-42' };
const ADVISOR = { email: 'jordan@crestline.test', password: 'maple-orbit-canvas-97' };
const shotsDir = process.env.STAFF_SCREENSHOTS;

async function newPage(site, width = 1280) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, baseURL: site.origin });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, errors };
}

/** axe at both widths (and a screenshot of each when asked). */
async function checkAtBothWidths(page, name) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await seriousViolations(page), [], `${name} at ${width} px`);
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the staff side of bookings', () => {
  const dataDir = temporaryDataDir();
  let site;
  let tokens;
  before(async () => {
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    tokens = {
      admin: addAccountWithCli(dataDir, ADMIN.email, 'admin'),
      advisor: addAccountWithCli(dataDir, ADVISOR.email, 'advisor'),
    };
    site = await startSite({ dataDir });
  });
  after(() => site?.close());

  test('a visitor books on /talk-to-expert; the advisor finds and works the meeting, and keeps their hours', async () => {
    const visitor = await newPage(site);
    try {
      await visitor.page.goto('/talk-to-expert');
      const picker = visitor.page.locator('meeting-picker');
      await picker.getByLabel(/Your industry/).selectOption('Construction');
      await picker
        .getByRole('listbox', { name: /^Times on / })
        .getByRole('option')
        .first()
        .click();
      await picker.getByLabel('Full Name').fill('Dana Whitfield');
      await picker.getByLabel('Email').fill('dana@whitfield-builders.test');
      await picker.getByLabel('Company Name').fill('Whitfield Builders');
      await picker.getByLabel('What would you like to discuss?').fill('Retainage on two jobs');
      await picker.getByRole('checkbox').check();
      await picker.getByRole('button', { name: 'Book This Time' }).click();
      await picker.getByRole('heading', { name: 'Your consultation is booked' }).waitFor();
      assert.deepEqual(visitor.errors, []);
    } finally {
      await visitor.context.close();
    }

    const { context, page, errors } = await newPage(site);
    try {
      await setPassword(page, tokens.advisor, ADVISOR.password, 'Jordan Ellis');
      await page.getByRole('link', { name: 'Meetings' }).click();
      await heading(page, 'Meetings');
      const row = page.getByRole('row', { name: /Dana Whitfield/ });
      await row.waitFor();
      assert.match(await row.textContent(), /Retainage on two jobs/);
      await checkAtBothWidths(page, 'meetings');
      await row.getByRole('combobox', { name: 'Status of the meeting with Dana Whitfield' }).selectOption('done');
      await page.getByRole('status').filter({ hasText: 'Meeting with Dana Whitfield: Done.' }).waitFor();
      await page.reload();
      await heading(page, 'Meetings');
      await page.getByRole('combobox', { name: 'Status of the meeting with Dana Whitfield' }).waitFor();
      assert.equal(
        await page.getByRole('combobox', { name: 'Status of the meeting with Dana Whitfield' }).inputValue(),
        'done',
      );

      // Beside the lead: its page lists the meeting.
      await page.getByRole('link', { name: 'Dana Whitfield' }).first().click();
      await heading(page, 'Dana Whitfield');
      const meetings = page.getByRole('region', { name: 'Meetings' });
      await meetings.getByText('Retainage on two jobs').waitFor();

      // Availability: Monday ends at noon, kept after a reload.
      await page.getByRole('link', { name: 'Availability' }).click();
      await heading(page, 'Availability');
      await page.getByRole('region', { name: 'Your availability' }).waitFor();
      await checkAtBothWidths(page, 'availability');
      await page.getByLabel('Monday, span 1: until').fill('12:00');
      await page.getByRole('button', { name: 'Save availability' }).click();
      await page.getByRole('status').filter({ hasText: 'Availability saved.' }).waitFor();
      await page.reload();
      await heading(page, 'Availability');
      assert.equal(await page.getByLabel('Monday, span 1: until').inputValue(), '12:00');
      assert.equal(await page.getByLabel('Password').inputValue(), '', 'the CalDAV password is never filled in');

      // The private feed: made, read by a calendar app, revoked.
      const feed = page.getByRole('region', { name: 'Your calendar feed' });
      await feed.getByRole('button', { name: 'Make a feed address' }).click();
      const shown = new URL(await feed.getByLabel('Feed address (shown once)').inputValue());
      assert.match(shown.pathname, /^\/api\/calendar\/[\w-]{20,}\.ics$/);
      // The address starts with PUBLIC_URL, which the test server leaves at its default; the path is the feed.
      const address = `${site.origin}${shown.pathname}`;
      const calendar = await fetch(address);
      assert.equal(calendar.status, 200);
      assert.match(calendar.headers.get('content-type'), /^text\/calendar/);
      assert.match(await calendar.text(), /BEGIN:VEVENT/);
      await feed.getByRole('button', { name: 'Revoke' }).click();
      await feed.getByText('You have no feed address.').waitFor();
      assert.equal((await fetch(address)).status, 404, 'a revoked feed is gone');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test("an admin sets a firm holiday and sees an advisor's availability", async () => {
    const { context, page, errors } = await newPage(site);
    try {
      await setPassword(page, tokens.admin, ADMIN.password, 'Olivia Owner');
      await page.getByRole('link', { name: 'Availability' }).click();
      await heading(page, 'Availability');
      const holidays = page.getByRole('region', { name: 'Firm holidays' });
      await holidays.getByLabel('Date').fill('2026-12-24');
      await holidays.getByLabel('Name').fill('Christmas Eve');
      await holidays.getByRole('button', { name: 'Add holiday' }).click();
      await holidays.getByText('Christmas Eve').waitFor();
      await page.getByLabel('Whose availability').selectOption({ label: 'Jordan Ellis' });
      await page.getByRole('region', { name: 'Jordan Ellis’s availability' }).waitFor();
      assert.equal(await page.getByLabel('Monday, span 1: until').inputValue(), '12:00');
      await checkAtBothWidths(page, 'availability-admin');
      await page.getByRole('link', { name: 'Meetings' }).click();
      await page.getByRole('region', { name: 'Meetings of disabled accounts' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
