/** <lead-form> on its own: its fields, its wording per kind, and each state of a submission. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
  button,
  cleanUpForms,
  expectAccessible,
  fakeServer,
  field,
  json,
  mountElement,
  toasts,
  typeInto,
  until,
  useDemoSends,
  wakeUp,
  consoleNoise,
  onFirmSite,
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

const submit = (form: HTMLElement) => $<HTMLButtonElement>(form, 'button[type="submit"]');
const consent = (form: HTMLElement) => $<HTMLInputElement>(form, 'input[type="checkbox"]');

async function fillRequired(form: HTMLElement) {
  typeInto(field(form, 'Full Name'), 'Dana Whitfield');
  typeInto(field(form, 'Email'), 'dana@whitfield-builders.com');
  typeInto(field(form, 'Company Name'), 'Whitfield Builders');
}

describe('<lead-form>', () => {
  afterEach(() => cleanUpForms('lead-form'));

  it('labels every field, and Send stays disabled until consent is given', async () => {
    const form = await mountElement('lead-form');
    for (const label of ['Full Name', 'Email', 'Company Name'])
      expect(field(form, label).required, label).to.equal(true);
    expect(field(form, 'Email').type).to.equal('email');
    expect(field(form, 'Phone').required).to.equal(false);
    expect(field<HTMLTextAreaElement>(form, 'How can we help?').tagName).to.equal('TEXTAREA');
    expect(submit(form).textContent).to.equal('Send Message');
    expect(submit(form).disabled).to.equal(true);
    consent(form).focus();
    await sendKeys({ press: 'Space' });
    await until(() => !submit(form).disabled, 'Send to enable with consent');
    await expectAccessible([form]);
  });

  it('is worded for a consultation or a sales request', async () => {
    const consultation = await mountElement('lead-form', { kind: 'consultation' });
    expect(submit(consultation).textContent).to.equal('Request My Consultation');
    expect(field(consultation, 'What would you like to discuss?')).to.exist;
    // Booking online is offered where a consultation is asked for, on the firm's site.
    const bookOnline = $<HTMLAnchorElement>(consultation, '.book-online a');
    expect(bookOnline.textContent).to.equal('Book a time online');
    expect(bookOnline.href).to.equal(onFirmSite('/talk-to-expert#request'));
    const sales = await mountElement('lead-form', { kind: 'sales' });
    expect(submit(sales).textContent).to.equal('Contact Sales');
    expect(field(sales, 'Which services are you interested in?')).to.exist;
    await expectAccessible([consultation, sales]);
  });

  it("starts from its own kind's first view, which React hydrates in place", async () => {
    await import('/dist/lead-form.js' as string);
    const noise = await consoleNoise(async () => {
      for (const [kind, words] of [
        ['sales', 'Contact Sales'],
        ['consultation', 'Request My Consultation'],
        ['contact', 'Send Message'],
      ] as const) {
        const form = document.createElement('lead-form');
        form.setAttribute('kind', kind);
        document.body.append(form);
        await until(
          () => form.shadowRoot?.querySelector('button[type="submit"]'),
          `<lead-form kind=${kind}>'s first view`,
        );
        const before = submit(form);
        expect(before.textContent, `${kind} before React`).to.equal(words);
        await wakeUp(form);
        expect(submit(form), `${kind}: the same button after React`).to.equal(before);
      }
    });
    expect(noise, 'no hydration mismatch').to.deep.equal([]);
  });

  it('on a demo page: fires its event, says Sending..., then thanks, clears the form and the consent', async () => {
    const form = await mountElement('lead-form');
    const events: CustomEvent[] = [];
    form.addEventListener('cashflow-lead-submit', (event) => events.push(event));
    await fillRequired(form);
    consent(form).click();
    await until(() => !submit(form).disabled, 'Send to enable');
    submit(form).click();
    await until(() => submit(form).textContent === 'Sending...', 'the sending state');
    expect(submit(form).disabled).to.equal(true);
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.include({
      kind: 'contact',
      name: 'Dana Whitfield',
      email: 'dana@whitfield-builders.com',
      company: 'Whitfield Builders',
    });
    await until(() => toasts(form).length === 1, 'the success toast', 4000);
    expect(toasts(form)[0]!.title).to.equal('Success!');
    expect(field(form, 'Full Name').value).to.equal('');
    expect(consent(form).checked).to.equal(false);
    expect(submit(form).textContent).to.equal('Send Message');
    await expectAccessible([form]);
  });

  it('a refused send says why beside the button, keeps what was typed, and its button sends again', async () => {
    const server = fakeServer(
      json(400, { message: 'Please correct the fields listed below.', fields: { email: 'Use your work address.' } }),
      json(201, { ok: true, id: 3 }),
    );
    const form = await mountElement('lead-form', { endpoint: '/api/leads' });
    await fillRequired(form);
    consent(form).click();
    await until(() => !submit(form).disabled, 'Send to enable');
    submit(form).click();
    const alert = await until(
      () => form.shadowRoot!.querySelector<HTMLElement>('[role="alert"]'),
      'the failure message',
    );
    expect(alert.textContent).to.contain('Use your work address.');
    expect(alert.textContent).to.contain('Email');
    expect(field(form, 'Full Name').value).to.equal('Dana Whitfield');
    expect(toasts(form)).to.have.length(0);
    await expectAccessible([form]);
    button(form, 'Send Message').click();
    await until(() => toasts(form).length === 1, 'the success toast after the retry', 4000);
    expect(server.sent).to.have.length(2);
    expect(form.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });
});
