/** <newsletter-form> on its own: the address check, the keyboard, and each state of a sign-up. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  $,
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
} from './helpers';

// The forms here are about the elements, not delivery: a demo page, whose sends are simulated.
useDemoSends();

const subscribe = (form: HTMLElement) => $<HTMLButtonElement>(form, 'button[type="submit"]');
const email = (form: HTMLElement) => field(form, 'Email address');
const hint = (form: HTMLElement) => form.shadowRoot!.getElementById(email(form).getAttribute('aria-describedby')!)!;

describe('<newsletter-form>', () => {
  afterEach(() => cleanUpForms('newsletter-form'));

  it('keeps Subscribe disabled until the address is valid, and says what is wrong', async () => {
    const form = await mountElement('newsletter-form');
    expect(subscribe(form).disabled).to.equal(true);
    typeInto(email(form), 'dana at whitfield');
    await until(() => email(form).getAttribute('aria-invalid') === 'true', 'the address to be marked invalid');
    expect(hint(form).textContent).to.contain('without spaces');
    expect(subscribe(form).disabled).to.equal(true);
    await expectAccessible([form]);
    typeInto(email(form), 'dana@whitfield-builders.com');
    await until(() => !subscribe(form).disabled, 'Subscribe to enable');
    expect(email(form).hasAttribute('aria-invalid')).to.equal(false);
  });

  it('signs up from the keyboard: Enter sends, Subscribing... then a thank-you, and the field clears', async () => {
    const form = await mountElement('newsletter-form');
    const events: CustomEvent[] = [];
    form.addEventListener('cashflow-newsletter-subscribe', (event) => events.push(event));
    email(form).focus();
    await sendKeys({ type: 'dana@whitfield-builders.com' });
    await sendKeys({ press: 'Enter' });
    await until(() => subscribe(form).textContent === 'Subscribing...', 'the subscribing state');
    expect(subscribe(form).disabled).to.equal(true);
    expect(events.map((event) => event.detail)).to.deep.equal([{ email: 'dana@whitfield-builders.com' }]);
    await until(() => toasts(form).length === 1, 'the thank-you', 4000);
    expect(toasts(form)[0]).to.deep.equal({
      title: 'Success!',
      description:
        'Thank you for subscribing to our newsletter. Check your inbox and confirm your address to start receiving it.',
    });
    expect(email(form).value).to.equal('');
    await expectAccessible([form]);
  });

  it('a send that fails says so in an alert and keeps the address', async () => {
    fakeServer(
      json(400, {
        message: 'Please correct the fields listed below.',
        fields: { email: 'This address cannot receive mail.' },
      }),
    );
    const form = await mountElement('newsletter-form', { endpoint: '/api/newsletter' });
    typeInto(email(form), 'dana@whitfield-builders.com');
    await until(() => !subscribe(form).disabled, 'Subscribe to enable');
    subscribe(form).click();
    const alert = await until(
      () => form.shadowRoot!.querySelector<HTMLElement>('[role="alert"]'),
      'the failure message',
    );
    expect(alert.textContent).to.contain('This address cannot receive mail.');
    expect(email(form).value).to.equal('dana@whitfield-builders.com');
    expect(toasts(form)).to.have.length(0);
    expect(subscribe(form).textContent).to.equal('Subscribe');
    await expectAccessible([form]);
  });
});
