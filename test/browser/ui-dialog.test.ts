/** src/ui/dialog on its own: a modal <dialog> that keeps focus inside, closes on Escape and gives focus back. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { Dialog, h, renderInShadow, useState, type Rendered } from './fixtures/react-fixture';
import { expectAccessible, until } from './helpers';

let closes = 0;

function Demo() {
  const [open, setOpen] = useState(false);
  return h(
    'div',
    null,
    h('button', { type: 'button', onClick: () => setOpen(true) }, 'Open details'),
    h(Dialog, {
      open,
      onClose: () => {
        closes += 1;
        setOpen(false);
      },
      labelledBy: 'details-title',
      part: 'details',
      children: [
        h('h2', { key: 'title', id: 'details-title', tabIndex: -1, 'data-autofocus': true }, 'Details'),
        h('p', { key: 'text' }, 'Some details.'),
        h('button', { key: 'close', type: 'button', onClick: () => setOpen(false) }, 'Close'),
      ],
    }),
  );
}

const dialog = (shown: Rendered) => shown.root.querySelector<HTMLDialogElement>('dialog')!;
const buttonNamed = (shown: Rendered, name: string) =>
  Array.from(shown.root.querySelectorAll<HTMLButtonElement>('button')).find((button) => button.textContent === name)!;

describe('ui/dialog', () => {
  let shown: Rendered;
  beforeEach(() => {
    closes = 0;
    shown = renderInShadow(h(Demo));
  });
  afterEach(() => shown.unmount());

  it('opens modal, named by its heading, with focus on the element marked data-autofocus', async () => {
    expect(dialog(shown).open).to.equal(false);
    expect(dialog(shown).textContent, 'no content while closed').to.equal('');
    const opener = buttonNamed(shown, 'Open details');
    opener.focus();
    opener.click();
    await until(() => dialog(shown).open, 'the dialog to open');
    expect(dialog(shown).matches(':modal')).to.equal(true);
    expect(dialog(shown).getAttribute('aria-labelledby')).to.equal('details-title');
    expect(dialog(shown).getAttribute('aria-describedby')).to.equal(null);
    expect(shown.root.activeElement?.textContent).to.equal('Details');
    await expectAccessible([shown.host]);
  });

  it('keeps Tab inside while open (the page behind is inert)', async () => {
    buttonNamed(shown, 'Open details').click();
    await until(() => dialog(shown).open, 'the dialog to open');
    for (let press = 0; press < 4; press++) {
      await sendKeys({ press: 'Tab' });
      const active = shown.root.activeElement;
      expect(
        active === null || dialog(shown).contains(active),
        `focus stays in the dialog (press ${press + 1})`,
      ).to.equal(true);
    }
    expect(buttonNamed(shown, 'Open details').matches(':focus')).to.equal(false);
  });

  it('closes on Escape, tells its owner once, and gives focus back to the opener', async () => {
    const opener = buttonNamed(shown, 'Open details');
    opener.focus();
    opener.click();
    await until(() => dialog(shown).open, 'the dialog to open');
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(shown).open, 'the dialog to close');
    expect(closes).to.equal(1);
    expect(shown.root.activeElement).to.equal(opener);
  });

  it('closes from its own button and gives focus back', async () => {
    const opener = buttonNamed(shown, 'Open details');
    opener.focus();
    opener.click();
    await until(() => dialog(shown).open, 'the dialog to open');
    buttonNamed(shown, 'Close').click();
    await until(() => !dialog(shown).open, 'the dialog to close');
    expect(shown.root.activeElement).to.equal(opener);
  });
});
