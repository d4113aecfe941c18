/** src/ui/tabs on its own: the WAI-ARIA tabs pattern with automatic activation. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { h, renderInShadow, Tabs, useState, type Rendered } from './fixtures/react-fixture';
import { expectAccessible } from './helpers';

type Key = 'revenue' | 'costs' | 'margin';

function Demo() {
  const [selected, setSelected] = useState<Key>('revenue');
  const panel = (text: string) => () => h('p', null, text);
  return h(Tabs<Key>, {
    label: 'Figures',
    selected,
    onSelect: setSelected,
    tabs: [
      { key: 'revenue', label: 'Revenue', render: panel('Revenue panel') },
      { key: 'costs', label: 'Costs', render: panel('Costs panel') },
      { key: 'margin', label: 'Margin', render: panel('Margin panel') },
    ],
  });
}

const tabs = (shown: Rendered) => Array.from(shown.root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const panel = (shown: Rendered) => shown.root.querySelector<HTMLElement>('[role="tabpanel"]')!;
const selected = (shown: Rendered) => tabs(shown).find((tab) => tab.getAttribute('aria-selected') === 'true')!;

describe('ui/tabs', () => {
  let shown: Rendered;
  beforeEach(() => {
    shown = renderInShadow(h(Demo));
  });
  afterEach(() => shown.unmount());

  it('names its tablist, selects the first tab and links it to its panel', async () => {
    expect(shown.root.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Figures');
    expect(tabs(shown).map((tab) => tab.textContent)).to.deep.equal(['Revenue', 'Costs', 'Margin']);
    expect(selected(shown).textContent).to.equal('Revenue');
    expect(panel(shown).getAttribute('aria-labelledby')).to.equal(selected(shown).id);
    expect(selected(shown).getAttribute('aria-controls')).to.equal(panel(shown).id);
    expect(panel(shown).textContent).to.equal('Revenue panel');
    await expectAccessible([shown.host]);
  });

  it('keeps only the selected tab in the tab order', async () => {
    expect(tabs(shown).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    tabs(shown)[1]!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(tabs(shown).map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1]);
    expect(panel(shown).textContent).to.equal('Costs panel');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', async () => {
    tabs(shown)[0]!.focus();
    const focusedTab = () => shown.root.activeElement?.textContent;
    await sendKeys({ press: 'ArrowRight' });
    expect([focusedTab(), selected(shown).textContent, panel(shown).textContent]).to.deep.equal([
      'Costs',
      'Costs',
      'Costs panel',
    ]);
    await sendKeys({ press: 'End' });
    expect([focusedTab(), selected(shown).textContent]).to.deep.equal(['Margin', 'Margin']);
    await sendKeys({ press: 'ArrowRight' });
    expect([focusedTab(), selected(shown).textContent]).to.deep.equal(['Revenue', 'Revenue']);
    await sendKeys({ press: 'ArrowLeft' });
    expect([focusedTab(), selected(shown).textContent]).to.deep.equal(['Margin', 'Margin']);
    await sendKeys({ press: 'Home' });
    expect([focusedTab(), selected(shown).textContent]).to.deep.equal(['Revenue', 'Revenue']);
    await expectAccessible([shown.host]);
  });
});
