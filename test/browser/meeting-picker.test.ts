/** <meeting-picker>: the free times by day in a named zone, keyboard use, booking, a lost race, the fallbacks. */
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  button,
  calculate,
  cleanup,
  cleanUpForms,
  consoleNoise,
  expectAccessible,
  field,
  mount,
  STORAGE,
  typeInto,
  until,
} from './helpers';

interface Request {
  method: string;
  url: URL;
  body: Record<string, unknown>;
}

type Route = (request: Request) => Response;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Tuesday 1 December 2026 and the next days, in UTC: 10:30 and 11:00 in Berlin (CET, UTC+1).
const SLOTS = [
  { start: '2026-12-01T09:30:00.000Z', end: '2026-12-01T10:00:00.000Z' },
  { start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T10:30:00.000Z' },
  { start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T14:30:00.000Z' },
  { start: '2026-12-02T09:30:00.000Z', end: '2026-12-02T10:00:00.000Z' },
  { start: '2026-12-03T15:00:00.000Z', end: '2026-12-03T15:30:00.000Z' },
];

const meetingAt = (start: string, end: string, timeZone = 'Europe/Berlin') => ({
  ok: true,
  meeting: { id: 'm1', start, end, status: 'booked', advisorName: 'Jordan Ellis', timeZone },
});

/**
 * The firm's booking API as a script: every request is recorded, and each route answers by the
 * given function (availability open, the slots above in Berlin time, no proof of work on offer).
 */
function bookingApi(routes: { book?: Route; slots?: Route; availability?: Route } = {}) {
  const requests: Request[] = [];
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(String(input), location.href);
    const request = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : {} };
    requests.push(request);
    if (url.pathname.endsWith('/api/booking/availability'))
      return (routes.availability ?? (() => answer(200, { open: true, firmTimeZone: 'America/Chicago', days: 14 })))(
        request,
      );
    if (url.pathname.endsWith('/api/booking/slots'))
      return (
        routes.slots ??
        (() =>
          answer(200, {
            timeZone: 'Europe/Berlin',
            timeZoneReplaced: false,
            firmTimeZone: 'America/Chicago',
            slots: SLOTS,
          }))
      )(request);
    if (url.pathname.endsWith('/api/bookings') && request.method === 'POST')
      return (routes.book ?? ((sent) => answer(201, meetingAt(String(sent.body.start), SLOTS[0]!.end))))(request);
    return answer(404, { error: 'not-found', message: 'Not found' });
  };
  return { requests, restore: () => (window.fetch = original) };
}

let api: ReturnType<typeof bookingApi> | undefined;

/** A picker on the page, awake, with its times loaded. */
async function mountPicker(attributes: Record<string, string> = {}, routes?: Parameters<typeof bookingApi>[0]) {
  api = bookingApi(routes);
  await import('/dist/meeting-picker.js' as string);
  const picker = document.createElement('meeting-picker');
  for (const [name, value] of Object.entries(attributes)) picker.setAttribute(name, value);
  document.body.append(picker);
  await until(() => picker.shadowRoot?.firstElementChild, 'the first view');
  return picker;
}

const options = (picker: HTMLElement, list: 'days' | 'times') => $$(picker, `.${list} [role="option"]`);
const selected = (picker: HTMLElement, list: 'days' | 'times') =>
  options(picker, list).find((option) => option.getAttribute('aria-selected') === 'true');
const focused = (picker: HTMLElement) => picker.shadowRoot!.activeElement as HTMLElement | null;
const loaded = (picker: HTMLElement) => until(() => options(picker, 'times').length > 0, 'the free times');

async function fillDetails(picker: HTMLElement) {
  typeInto(field(picker, 'Full Name'), 'Dana Whitfield');
  typeInto(field(picker, 'Email'), 'dana@whitfield-builders.com');
  typeInto(field(picker, 'Company Name'), 'Whitfield Builders');
  typeInto(field<HTMLTextAreaElement>(picker, 'What would you like to discuss?'), 'Our runway this winter');
  $<HTMLInputElement>(picker, 'input[type="checkbox"]').click();
  await until(() => !$<HTMLButtonElement>(picker, 'button[type="submit"]').disabled, 'Book to enable');
}

describe('<meeting-picker>', () => {
  afterEach(async () => {
    api?.restore();
    cleanUpForms('meeting-picker');
    await setViewport({ width: 1280, height: 800 });
  });

  it('wakes as it appears, from a first view that hydrates in place, and names the time zone', async () => {
    const noise = await consoleNoise(async () => {
      const picker = await mountPicker();
      await until(
        () => (picker as unknown as Record<symbol, boolean>)[Symbol.for('cashflow-elements.hydrated')],
        'React',
      );
      await loaded(picker);
      expect(picker.shadowRoot!.textContent).to.contain('Times are shown in your time zone, Central European Time.');
    });
    expect(noise).to.deep.equal([]);
    const slots = api!.requests.find((request) => request.url.pathname.endsWith('/slots'))!;
    expect(slots.url.searchParams.get('timeZone')).to.equal(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('lists days and times as listboxes a screen reader reads whole, and is accessible', async () => {
    const picker = await mountPicker();
    await loaded(picker);
    expect($(picker, '.days').getAttribute('role')).to.equal('listbox');
    // A day's name is its words but the abbreviation, which is hidden from screen readers.
    const spoken = (option: HTMLElement) =>
      [...option.querySelectorAll(':scope > :not([aria-hidden="true"])')].map((part) => part.textContent).join('');
    expect(options(picker, 'days').map(spoken)).to.deep.equal([
      'Tuesday 1 December, 3 free',
      'Wednesday 2 December, 1 free',
      'Thursday 3 December, 1 free',
    ]);
    expect($(picker, '.times').getAttribute('aria-label')).to.equal('Times on Tuesday 1 December');
    expect(options(picker, 'times').map((option) => option.getAttribute('aria-label'))).to.deep.equal([
      'Tuesday 1 December, 10:30 AM Central European Time',
      'Tuesday 1 December, 11:00 AM Central European Time',
      'Tuesday 1 December, 3:00 PM Central European Time',
    ]);
    expect(options(picker, 'times').map((option) => option.textContent)).to.deep.equal([
      '10:30 AM',
      '11:00 AM',
      '3:00 PM',
    ]);
    await expectAccessible([picker]);
  });

  it('is used with the keyboard alone: arrows, Home and End move, Enter chooses', async () => {
    const picker = await mountPicker();
    await loaded(picker);
    // One tab stop per listbox: the selected day, then the selected time.
    expect(options(picker, 'days').filter((option) => option.tabIndex === 0)).to.have.length(1);
    options(picker, 'days')[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selected(picker, 'days')?.textContent).to.contain('Wednesday 2 December');
    expect(focused(picker)).to.equal(selected(picker, 'days'));
    expect($(picker, '.times').getAttribute('aria-label')).to.equal('Times on Wednesday 2 December');
    await sendKeys({ press: 'End' });
    expect(selected(picker, 'days')?.textContent).to.contain('Thursday 3 December');
    await sendKeys({ press: 'Home' });
    expect(selected(picker, 'days')?.textContent).to.contain('Tuesday 1 December');
    await sendKeys({ press: 'Tab' });
    expect(focused(picker)?.getAttribute('aria-label')).to.equal('Tuesday 1 December, 10:30 AM Central European Time');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(picker)?.getAttribute('aria-label')).to.equal('Tuesday 1 December, 11:00 AM Central European Time');
    expect(selected(picker, 'times')).to.equal(focused(picker));
    await sendKeys({ press: 'Enter' });
    await until(() => focused(picker)?.textContent === 'Your details', 'the details, focused at their heading');
    expect(picker.shadowRoot!.textContent).to.contain('Tuesday 1 December, 11:00 AM Central European Time, 30 minutes');
    await expectAccessible([picker]);
  });

  it('books the chosen time with what was typed, shows the booked meeting and says so to the page', async () => {
    const picker = await mountPicker({ industry: 'manufacturing', calculation: '{"monthlyRevenue":50000}' });
    await loaded(picker);
    const booked: CustomEvent[] = [];
    picker.addEventListener('cashflow-meeting-booked', (event) => booked.push(event));
    options(picker, 'times')[0]!.click();
    await until(() => field(picker, 'Full Name'), 'the details');
    await fillDetails(picker);
    button(picker, 'Book This Time').click();
    await until(() => picker.shadowRoot!.textContent!.includes('Your consultation is booked'), 'the booked meeting');
    const post = api!.requests.find((request) => request.method === 'POST')!;
    expect(post.url.pathname).to.match(/\/api\/bookings$/);
    expect(post.body).to.include({
      start: SLOTS[0]!.start,
      timeZone: 'Europe/Berlin',
      name: 'Dana Whitfield',
      email: 'dana@whitfield-builders.com',
      company: 'Whitfield Builders',
      message: 'Our runway this winter',
      consent: true,
      industry: 'Manufacturing',
    });
    expect(post.body.inputs).to.deep.equal({ monthlyRevenue: 50000 });
    const slots = api!.requests.find((request) => request.url.pathname.endsWith('/slots'))!;
    expect(slots.url.searchParams.get('industry')).to.equal('Manufacturing');
    expect(picker.shadowRoot!.textContent).to.contain('Tuesday 1 December, 10:30 AM Central European Time');
    expect(picker.shadowRoot!.textContent).to.contain('With Jordan Ellis, for 30 minutes.');
    expect(booked.map((event) => event.detail)).to.deep.equal([
      { start: SLOTS[0]!.start, end: SLOTS[0]!.end, timeZone: 'Europe/Berlin', advisorName: 'Jordan Ellis' },
    ]);
    expect(booked[0]!.bubbles && booked[0]!.composed).to.equal(true);
  });

  it('says plainly when the time was taken meanwhile, offers the nearest free times and keeps what was typed', async () => {
    const taken = SLOTS[0]!;
    const nearest = [SLOTS[1]!, SLOTS[3]!];
    const picker = await mountPicker(
      {},
      {
        book: (sent) =>
          sent.body.start === taken.start
            ? answer(409, { error: 'slot-taken', message: 'Someone has just booked that time.', nearest })
            : answer(201, meetingAt(String(sent.body.start), SLOTS[1]!.end)),
      },
    );
    await loaded(picker);
    options(picker, 'times')[0]!.click();
    await until(() => field(picker, 'Full Name'), 'the details');
    await fillDetails(picker);
    button(picker, 'Book This Time').click();
    const alert = await until(() => picker.shadowRoot!.querySelector('.nearest [role="alert"]'), 'the refusal');
    expect(alert.textContent).to.contain('Someone has just booked that time.');
    expect(picker.shadowRoot!.textContent).not.to.contain('Your consultation is booked');
    expect(
      $$(picker, '.nearest .times [role="option"]').map((option) => option.getAttribute('aria-label')),
    ).to.deep.equal(['Tuesday 1 December, 11:00 AM Central European Time']);
    expect(field(picker, 'Full Name').value).to.equal('Dana Whitfield');
    $$(picker, '.nearest .times [role="option"]')[0]!.click();
    await until(() => !picker.shadowRoot!.querySelector('.nearest'), 'the nearest times to close');
    expect(picker.shadowRoot!.textContent).to.contain('Tuesday 1 December, 11:00 AM Central European Time, 30 minutes');
    expect(picker.shadowRoot!.querySelector('[role="alert"]'), 'the refusal is answered').to.equal(null);
    for (const [label, value] of [
      ['Full Name', 'Dana Whitfield'],
      ['Email', 'dana@whitfield-builders.com'],
      ['Company Name', 'Whitfield Builders'],
      ['What would you like to discuss?', 'Our runway this winter'],
    ] as const)
      expect(field(picker, label).value, label).to.equal(value);
    expect($<HTMLInputElement>(picker, 'input[type="checkbox"]').checked, 'the consent given').to.equal(true);
    button(picker, 'Book This Time').click();
    await until(() => picker.shadowRoot!.textContent!.includes('Your consultation is booked'), 'the booked meeting');
    const posts = api!.requests.filter((request) => request.method === 'POST');
    expect(posts.map((post) => post.body.start)).to.deep.equal([taken.start, SLOTS[1]!.start]);
  });

  it('never shows a failed send as booked, and keeps what was typed', async () => {
    const picker = await mountPicker({}, { book: () => answer(500, { error: 'internal', message: 'Boom' }) });
    await loaded(picker);
    options(picker, 'times')[0]!.click();
    await until(() => field(picker, 'Full Name'), 'the details');
    await fillDetails(picker);
    button(picker, 'Book This Time').click();
    const alert = await until(
      () => picker.shadowRoot!.querySelector('.form-error[role="alert"]'),
      'the failure',
      15000,
    );
    expect(alert.textContent).to.contain('Our server could not save your request just now');
    expect(picker.shadowRoot!.textContent).not.to.contain('Your consultation is booked');
    expect(field(picker, 'Email').value).to.equal('dana@whitfield-builders.com');
    expect(api!.requests.filter((request) => request.method === 'POST')).to.have.length(2); // one automatic retry
  });

  it("offers and books the report e-mail's advisor: the page's ?ref=, or the lead-ref attribute", async () => {
    const page = location.href;
    history.replaceState(null, '', `${location.pathname}?ref=signed.lead-ref`);
    try {
      const picker = await mountPicker();
      await loaded(picker);
      options(picker, 'times')[0]!.click();
      await until(() => field(picker, 'Full Name'), 'the details');
      await fillDetails(picker);
      button(picker, 'Book This Time').click();
      await until(() => picker.shadowRoot!.textContent!.includes('Your consultation is booked'), 'the booked meeting');
      const slots = api!.requests.find((request) => request.url.pathname.endsWith('/slots'))!;
      expect(slots.url.searchParams.get('ref')).to.equal('signed.lead-ref');
      expect(api!.requests.find((request) => request.method === 'POST')!.body.ref).to.equal('signed.lead-ref');
    } finally {
      history.replaceState(null, '', page);
    }
    api!.restore();
    cleanUpForms('meeting-picker');
    const attributed = await mountPicker({ 'lead-ref': 'from.attribute' });
    await loaded(attributed);
    const slots = api!.requests.find((request) => request.url.pathname.endsWith('/slots'))!;
    expect(slots.url.searchParams.get('ref')).to.equal('from.attribute');
  });

  it("says when the times are in the firm's zone because the browser's is unknown to the server", async () => {
    const picker = await mountPicker(
      {},
      {
        slots: () =>
          answer(200, {
            timeZone: 'America/Chicago',
            timeZoneReplaced: true,
            firmTimeZone: 'America/Chicago',
            slots: SLOTS,
          }),
      },
    );
    await loaded(picker);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect($(picker, '.zone-note').textContent).to.equal(
      `Times are shown in Central Time, our office’s time zone: your browser’s time zone (${zone}) is not one we know.`,
    );
    expect(options(picker, 'times')[0]!.getAttribute('aria-label')).to.equal(
      'Tuesday 1 December, 3:30 AM Central Time',
    );
  });

  it('gives way to the consultation form when nobody takes bookings', async () => {
    const picker = await mountPicker(
      {},
      { availability: () => answer(200, { open: false, firmTimeZone: 'America/Chicago', days: 14 }) },
    );
    await until(() => picker.shadowRoot!.textContent!.includes('Request My Consultation'), 'the consultation form');
    expect(options(picker, 'days')).to.have.length(0);
    expect(api!.requests.some((request) => request.url.pathname.endsWith('/slots'))).to.equal(false);
    await expectAccessible([picker]);
  });

  it('fits a 390 px screen: nothing wider than the screen, options big enough to tap', async () => {
    await setViewport({ width: 390, height: 800 });
    const picker = await mountPicker();
    await loaded(picker);
    const root = $(picker, '.picker');
    expect(root.scrollWidth).to.be.at.most(root.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    for (const option of options(picker, 'times')) expect(option.getBoundingClientRect().height).to.be.at.least(44);
    await expectAccessible([picker]);
  });
});

describe("<cashflow-calculator>'s way to a booking", () => {
  afterEach(() => {
    api?.restore();
    cleanup();
  });

  it('opens the picker from the risk call to action in a dialog, with the calculation, and books with it', async () => {
    localStorage.setItem(STORAGE.popupShown, '1'); // the follow-up popup would make the page inert
    api = bookingApi();
    const calculator = await mount({
      'monthly-revenue': '30000',
      'monthly-expenses': '42000',
      'cash-reserves': '5000',
      industry: 'Transportation',
      'line-of-business': 'Warehousing',
    });
    await calculate(calculator);
    const cta = $<HTMLAnchorElement>(calculator, 'a[part="cta"]');
    expect(cta.textContent).to.equal('Get Emergency Cash Flow Consultation');
    expect(cta.href, 'still a link without the dialog').to.match(/\/talk-to-expert$/);
    cta.click();
    const dialog = await until(() =>
      calculator.shadowRoot!.querySelector<HTMLDialogElement>('dialog.meeting-dialog[open]'),
    );
    const picker = dialog.querySelector('meeting-picker')! as HTMLElement;
    expect(JSON.parse(picker.getAttribute('calculation')!)).to.include({
      monthlyRevenue: 30000,
      monthlyExpenses: 42000,
      cashReserves: 5000,
      industry: 'Transportation',
      lineOfBusiness: 'Warehousing',
    });
    await loaded(picker);
    expect(calculator.shadowRoot!.activeElement?.textContent).to.equal('Book a free 30-minute consultation');
    options(picker, 'times')[0]!.click();
    await until(() => field(picker, 'Full Name'), 'the details');
    await fillDetails(picker);
    button(picker, 'Book This Time').click();
    await until(() => picker.shadowRoot!.textContent!.includes('Your consultation is booked'), 'the booked meeting');
    const post = api.requests.find((request) => request.method === 'POST')!;
    expect(post.body.inputs).to.include({ monthlyRevenue: 30000, industry: 'Transportation' });
    expect(post.body.industry).to.equal('Transportation');
    await expectAccessible([calculator]);
    dialog.querySelector<HTMLButtonElement>('.meeting-dialog-close')!.click();
    await until(() => !calculator.shadowRoot!.querySelector('dialog.meeting-dialog'), 'the dialog to go');
    expect(calculator.shadowRoot!.activeElement, 'focus back on the call to action').to.equal(cta);
  });
});
