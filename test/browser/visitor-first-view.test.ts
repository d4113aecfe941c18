/**
 * A first visit that only looks at the calculator still counts: the returning-visitor flag is written
 * when the page shows the element, not when its report card or popup shows (spec: "First visit sets it").
 */
import { expect } from '@esm-bundle/chai';
import { cleanup, mountFirstView, sleep, STORAGE, until } from './helpers';

localStorage.removeItem(STORAGE.returningVisitor);

describe('<cashflow-calculator> on a first visit', () => {
  afterEach(cleanup);

  it('records the visit without anyone touching the calculator', async () => {
    await mountFirstView(); // shown, not used
    await until(() => localStorage.getItem(STORAGE.returningVisitor) !== null, 'the returning-visitor flag', 5000);
    await sleep(50);
    const fetchedParts = performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('calculator-results'));
    expect(fetchedParts, 'the result views were not needed for it').to.equal(false);
  });
});
