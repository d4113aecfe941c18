import { expect } from '@esm-bundle/chai';
import {
  $,
  button,
  calculate,
  cleanup,
  expectAccessible,
  fakeServer,
  field,
  json,
  mount,
  nextFrame,
  STORAGE,
  toasts,
  typeInto,
  until,
  wakeUp,
  type Calculator,
} from './helpers';

// The follow-up popup is out of the way (it would make the page inert).
localStorage.setItem(STORAGE.popupShown, '1');

const accepted = json(201, { ok: true, id: 7 });
const serverError = json(503, { error: 'unavailable' });

const reportSubmit = (host: Element) => $<HTMLButtonElement>(host, '.report-card button[type="submit"]');
const formError = (host: Element) => host.shadowRoot!.querySelector<HTMLElement>('.form-error');

async function fillReport(calculator: Calculator) {
  typeInto(field(calculator, 'Full Name'), 'Dana Whitfield');
  typeInto(field(calculator, 'Email'), 'dana@whitfield-builders.com');
  typeInto(field(calculator, 'Company Name'), 'Whitfield Builders');
  $<HTMLInputElement>(calculator, '.report-card input[type="checkbox"]').click();
  await until(() => !reportSubmit(calculator).disabled, 'the submit button to enable');
}

let server: ReturnType<typeof fakeServer> | null = null;

describe('lead submission to an endpoint', () => {
  afterEach(() => {
    server?.restore();
    server = null;
    cleanup();
    document
      .querySelectorAll('lead-form, newsletter-form, meta[name="cashflow-elements-api"]')
      .forEach((node) => node.remove());
    sessionStorage.clear();
  });

  it('POSTs the report request as JSON with an Idempotency-Key, then shows the success toasts', async () => {
    server = fakeServer(accepted);
    const calculator = await mount({
      endpoint: '/crm/leads',
      industry: 'Manufacturing',
      'line-of-business': 'Electronics',
    });
    await calculate(calculator);
    await fillReport(calculator);
    const events: CustomEvent[] = [];
    calculator.addEventListener('cashflow-lead-submit', (event) => events.push(event));
    reportSubmit(calculator).click();

    await until(() => toasts(calculator).length > 0, 'the success toast', 8000);
    expect(server.sent).to.have.length(1);
    const request = server.sent[0]!;
    expect(request.url).to.equal(`${location.origin}/crm/leads`);
    expect(request.key).to.match(/^[0-9a-f-]{32,36}$/);
    expect(request.body).to.include({
      kind: 'report',
      name: 'Dana Whitfield',
      email: 'dana@whitfield-builders.com',
      company: 'Whitfield Builders',
      industry: 'Manufacturing',
      lineOfBusiness: 'Electronics',
      consent: true,
      website: '',
    });
    expect(request.body.page).to.equal(`${location.origin}${location.pathname}`);
    // The figures go with the lead: the server builds the report from them.
    const inputs = request.body.inputs as Record<string, unknown>;
    expect(inputs).to.include({ industry: 'Manufacturing', lineOfBusiness: 'Electronics' });
    expect(inputs.monthlyRevenue).to.be.a('number');
    expect(events).to.have.length(1);
    expect(toasts(calculator)[0]!.title).to.equal('Success!');
    await until(() => field(calculator, 'Full Name').value === '', 'the form to clear');
  });

  it('keeps what was typed after a failed send, says why, and retries with the same key', async () => {
    server = fakeServer(serverError, serverError, accepted);
    const calculator = await mount({ endpoint: '/crm/leads' });
    await calculate(calculator);
    await fillReport(calculator);
    reportSubmit(calculator).click();

    // One automatic retry, then the inline message.
    const message = await until(() => formError(calculator), 'the error message', 8000);
    expect(server.sent).to.have.length(2);
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.contain('Please try again');
    expect(toasts(calculator)).to.deep.equal([]);
    expect(field(calculator, 'Full Name').value).to.equal('Dana Whitfield');
    expect(field(calculator, 'Email').value).to.equal('dana@whitfield-builders.com');
    expect(reportSubmit(calculator).disabled).to.equal(false);
    expect(reportSubmit(calculator).textContent).to.equal('Send My Report');
    await expectAccessible();

    reportSubmit(calculator).click();
    await until(() => toasts(calculator).length > 0, 'the success toast', 8000);
    expect(server.sent).to.have.length(3);
    expect(new Set(server.sent.map((request) => request.key)).size).to.equal(1);
    expect(formError(calculator)).to.equal(null);
  });

  it("uses a new key when the content changed after a refusal, and lists the server's field messages", async () => {
    server = fakeServer(
      json(400, {
        error: 'invalid',
        message: 'Please correct the fields listed below.',
        fields: { email: 'Enter a valid email address, like name@company.com.' },
      }),
      accepted,
    );
    const calculator = await mount({ endpoint: '/crm/leads' });
    await calculate(calculator);
    await fillReport(calculator);
    reportSubmit(calculator).click();
    const message = await until(() => formError(calculator), 'the error message', 8000);
    expect(server.sent).to.have.length(1);
    expect(message.textContent).to.contain('Please correct the fields listed below.');
    expect(message.textContent).to.contain('Email: Enter a valid email address, like name@company.com.');

    typeInto(field(calculator, 'Email'), 'dana@whitfield.com');
    await nextFrame();
    reportSubmit(calculator).click();
    await until(() => toasts(calculator).length > 0, 'the success toast', 8000);
    expect(server.sent[1]!.key).to.not.equal(server.sent[0]!.key);
  });

  it('keeps a draft of the form when the element is removed and added again (as after a reload)', async () => {
    const calculator = await mount({ endpoint: '/crm/leads' });
    await calculate(calculator);
    await fillReport(calculator);
    cleanup();

    const again = await mount({ endpoint: '/crm/leads' });
    await calculate(again);
    expect(field(again, 'Full Name').value).to.equal('Dana Whitfield');
    expect(field(again, 'Company Name').value).to.equal('Whitfield Builders');
    // Consent is given afresh, never restored.
    expect($<HTMLInputElement>(again, '.report-card input[type="checkbox"]').checked).to.equal(false);
  });

  it('does not announce a lead whose honeypot is filled, and sends the honeypot for the server to drop', async () => {
    server = fakeServer(accepted);
    const calculator = await mount({ endpoint: '/crm/leads' });
    await calculate(calculator);
    await fillReport(calculator);
    const honeypot = $<HTMLInputElement>(calculator, '.report-card input[name="website"]');
    expect(honeypot.tabIndex).to.equal(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).to.not.equal(null);
    honeypot.value = 'https://spam.example';
    let announced = 0;
    calculator.addEventListener('cashflow-lead-submit', () => announced++);
    reportSubmit(calculator).click();
    await until(() => server!.sent.length === 1, 'the request', 8000);
    expect(server.sent[0]!.body.website).to.equal('https://spam.example');
    expect(announced).to.equal(0);
  });

  it('sends <lead-form> and <newsletter-form> to the page-wide API of the meta tag', async () => {
    await Promise.all([import('/dist/lead-form.js' as string), import('/dist/newsletter-form.js' as string)]);
    server = fakeServer(accepted);
    const meta = Object.assign(document.createElement('meta'), {
      name: 'cashflow-elements-api',
      content: '/site-api/',
    });
    document.head.append(meta);
    const newsletter = document.createElement('newsletter-form');
    const leadForm = document.createElement('lead-form');
    leadForm.setAttribute('kind', 'consultation');
    document.body.append(newsletter, leadForm);
    await until(
      () => newsletter.shadowRoot?.querySelector('form') && leadForm.shadowRoot?.querySelector('form'),
      'the forms',
    );
    await Promise.all([wakeUp(newsletter), wakeUp(leadForm)]);

    typeInto(newsletter.shadowRoot!.querySelector('input[type="email"]')!, 'owner@example.com');
    await until(
      () => !newsletter.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled,
      'Subscribe to enable',
    );
    newsletter.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await until(() => server!.sent.length === 1, 'the sign-up', 8000);
    expect(server.sent[0]!.url).to.equal(`${location.origin}/site-api/newsletter`);
    expect(server.sent[0]!.body).to.include({ email: 'owner@example.com', website: '' });

    typeInto(field(leadForm, 'Full Name'), 'Sam Ortiz');
    typeInto(field(leadForm, 'Email'), 'sam@ortiz-freight.com');
    typeInto(field(leadForm, 'Company Name'), 'Ortiz Freight');
    leadForm.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    const submit = await until(() => {
      const candidate = button(leadForm, 'Request My Consultation');
      return candidate.disabled ? null : candidate;
    }, 'the submit button');
    submit.click();
    await until(() => server!.sent.length === 2, 'the lead', 8000);
    expect(server.sent[1]!.url).to.equal(`${location.origin}/site-api/leads`);
    expect(server.sent[1]!.body).to.include({
      kind: 'consultation',
      name: 'Sam Ortiz',
      company: 'Ortiz Freight',
      consent: true,
    });
    await until(() => field(leadForm, 'Full Name').value === '', 'the form to clear', 8000);
  });

  it('without an endpoint or meta, sends to the API beside the bundle it was loaded from', async () => {
    server = fakeServer(accepted);
    const calculator = await mount();
    await calculate(calculator);
    await fillReport(calculator);
    reportSubmit(calculator).click();
    await until(() => toasts(calculator).length > 0, 'the success toast', 8000);
    // The tests load /dist/cashflow-calculator.js: the API beside it is /dist/api/.
    expect(server.sent.map((request) => request.url)).to.deep.equal([`${location.origin}/dist/api/leads`]);
  });

  it('simulates the send only when asked with endpoint="demo": no request at all', async () => {
    server = fakeServer(accepted);
    const calculator = await mount({ endpoint: 'demo' });
    await calculate(calculator);
    await fillReport(calculator);
    reportSubmit(calculator).click();
    await until(() => toasts(calculator).length > 0, 'the success toast', 8000);
    expect(server.sent).to.deep.equal([]);
  });

  describe('a page that is not set up to deliver', () => {
    let logged: string[] = [];
    const original = console.error;
    beforeEach(() => {
      logged = [];
      console.error = (...parts: unknown[]) => logged.push(parts.map(String).join(' '));
    });
    afterEach(() => (console.error = original));

    /** Sends the report; it fails, says so beside the button with the firm's phone and e-mail, and keeps what was typed. */
    async function sendAndExpectUndelivered(calculator: Calculator): Promise<void> {
      await calculate(calculator);
      await fillReport(calculator);
      reportSubmit(calculator).click();
      const message = await until(() => formError(calculator), 'the error message', 8000);
      expect(message.textContent).to.contain('could not be delivered');
      expect(message.textContent).to.contain('(847) 555-0142');
      expect(message.textContent).to.contain('hello@crestlineadvisory.com');
      expect(toasts(calculator)).to.deep.equal([]);
      expect(field(calculator, 'Full Name').value).to.equal('Dana Whitfield');
      expect(logged).to.have.length(1);
    }

    it('a 403 forbidden-origin tells the owner which origin to add to EMBED_ORIGINS, and is not retried', async () => {
      server = fakeServer(
        json(403, { error: 'forbidden-origin', message: 'Requests from this site are not allowed.' }),
      );
      await sendAndExpectUndelivered(await mount({ endpoint: 'https://firm.example/api/leads' }));
      expect(server.sent).to.have.length(1);
      expect(logged[0]).to.contain(`add ${location.origin} to EMBED_ORIGINS on that server`);
      expect(logged[0]).to.contain('https://firm.example');
    });

    it('a CORS refusal (no readable answer, though the server is there) says the same', async () => {
      server = fakeServer(() => {
        throw new TypeError('Failed to fetch');
      });
      await sendAndExpectUndelivered(await mount({ endpoint: 'https://firm.example/api/leads' }));
      expect(logged[0]).to.contain('CORS');
      expect(logged[0]).to.contain(`add ${location.origin} to EMBED_ORIGINS on the server at https://firm.example`);
    });

    it('a 404 or an HTML answer says where the endpoint should point', async () => {
      server = fakeServer(
        () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      );
      await sendAndExpectUndelivered(await mount({ endpoint: '/contact' }));
      expect(logged[0]).to.contain(`endpoint="/contact" sends to ${location.origin}/contact, which answered 404`);
      expect(logged[0]).to.contain(`${location.origin}/dist/api/leads`);
    });

    it('an endpoint that is not an http(s) URL is an error, not a fake success, and sends nothing', async () => {
      server = fakeServer(accepted);
      await sendAndExpectUndelivered(await mount({ endpoint: 'javascript:window.pwned=true' }));
      expect(server.sent).to.deep.equal([]);
      expect(logged[0]).to.contain('endpoint="javascript:window.pwned=true" is not an http(s) URL');
    });
  });
});
