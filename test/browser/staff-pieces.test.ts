/**
 * The staff app's pieces on their own: DataTable (a table at 1280 px, label and value cards at
 * 390 px, row header and row link, its ARIA roles kept), Loaded (loading, error, empty, the
 * answer, and what the live region says), SelectField, src/ui's TextField with an optional note, and
 * a lead's Calculation with its cash outlook and refinements (issue 20).
 */
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import type { Column } from '../../src/staff/data-table';
import type { Staff } from '../../src/staff/staff-context';
import { calculate } from '../../src/core/calculate';
import { DEFAULT_INPUTS } from '../../src/core/inputs';
import { calculateRefined } from '../../src/core/refined-calculation';
import { seasonalityPreset } from '../../src/core/refinements';
import {
  Calculation,
  DataTable,
  h,
  Loaded,
  renderInShadow,
  SelectField,
  STAFF_CSS,
  StaffContext,
  TextField,
  type Rendered,
} from './fixtures/react-fixture';
import { expectAccessible, nextFrame } from './helpers';

interface Person {
  id: string;
  name: string;
  balance: number;
  note: string;
}

const PEOPLE: Person[] = [
  { id: 'a1', name: 'Ada Byron', balance: 1200, note: 'Prefers e-mail' },
  { id: 'b2', name: 'Ben Carter', balance: -300, note: '' },
];

const COLUMNS: [Column<Person>, ...Column<Person>[]] = [
  { header: 'Name', cell: (person) => person.name },
  {
    header: 'Balance',
    cell: (person) => String(person.balance),
    tone: (person) => (person.balance < 0 ? 'tone-negative' : ''),
  },
  { header: 'Note', cell: (person) => person.note || '—', wrap: true },
];

const table = (props: { stacked?: boolean; rowHref?: (person: Person) => string }) =>
  h(DataTable<Person>, { label: 'People', columns: COLUMNS, rows: PEOPLE, rowKey: (person) => person.id, ...props });

const all = (shown: Rendered, selector: string) => Array.from(shown.root.querySelectorAll<HTMLElement>(selector));
const texts = (elements: Element[]) => elements.map((element) => element.textContent);

describe('staff DataTable', () => {
  let shown: Rendered;
  afterEach(async () => {
    shown.unmount();
    await setViewport({ width: 800, height: 600 });
  });

  it('names each row by its first column and each value by its column header', async () => {
    shown = renderInShadow(table({}), STAFF_CSS);
    const region = shown.root.querySelector<HTMLElement>('[role="region"]')!;
    expect(region.getAttribute('aria-label')).to.equal('People');
    expect(region.tabIndex, 'a keyboard user can scroll a wide table').to.equal(0);
    expect(texts(all(shown, 'thead th[scope="col"]'))).to.deep.equal(['Name', 'Balance', 'Note']);
    expect(texts(all(shown, 'tbody th[scope="row"]'))).to.deep.equal(['Ada Byron', 'Ben Carter']);
    expect(texts(all(shown, 'tbody tr:last-child td'))).to.deep.equal(['-300', '—']);
    expect(all(shown, 'tbody td.tone-negative').map((cell) => cell.textContent)).to.deep.equal(['-300']);
    expect(all(shown, 'tbody td.wrap')).to.have.length(2);
    // A table that is not stacked stays a plain table: no data-label, no restated roles.
    expect(all(shown, '[data-label], [role="row"], [role="cell"]')).to.deep.equal([]);
    expect(all(shown, 'a')).to.deep.equal([]);
    await expectAccessible([shown.host]);
  });

  it('links each row header where the row leads', () => {
    shown = renderInShadow(table({ rowHref: (person) => `/staff/people/${person.id}` }), STAFF_CSS);
    const links = all(shown, 'tbody th[scope="row"] > a') as HTMLAnchorElement[];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
      ['Ada Byron', '/staff/people/a1'],
      ['Ben Carter', '/staff/people/b2'],
    ]);
  });

  it('is a table at 1280 px and a card of label and value pairs per row at 390 px, a table to screen readers at both', async () => {
    shown = renderInShadow(table({ stacked: true }), STAFF_CSS);
    const cell = shown.root.querySelector<HTMLElement>('tbody tr:first-child td')!;
    const header = shown.root.querySelector<HTMLElement>('thead')!;

    await setViewport({ width: 1280, height: 800 });
    await nextFrame();
    expect(getComputedStyle(cell).display).to.equal('table-cell');
    expect(header.getBoundingClientRect().height).to.be.greaterThan(20);

    await setViewport({ width: 390, height: 800 });
    await nextFrame();
    expect(getComputedStyle(cell).display).to.equal('flex');
    expect(getComputedStyle(cell, '::before').content).to.equal('"Balance"');
    expect(header.getBoundingClientRect().height, 'the header row is only for screen readers').to.be.at.most(1);
    expect(all(shown, 'tbody tr:first-child td').map((td) => td.dataset.label)).to.deep.equal(['Balance', 'Note']);
    // display:block makes some browsers forget a table: the roles are stated.
    expect(shown.root.querySelector('table')!.getAttribute('role')).to.equal('table');
    expect(all(shown, '[role="row"]')).to.have.length(3);
    expect(all(shown, '[role="columnheader"]')).to.have.length(3);
    expect(all(shown, '[role="rowheader"]')).to.have.length(2);
    expect(all(shown, '[role="cell"]')).to.have.length(4);
    await expectAccessible([shown.host]);
  });
});

describe('staff Loaded', () => {
  let shown: Rendered;
  let said: string[];
  const staff = () => ({ announce: (text: string) => said.push(text) }) as unknown as Staff;

  const loaded = (load: { data: number[] | undefined; error: string | null }): ReactNode =>
    h(
      StaffContext.Provider,
      { value: staff() },
      h(Loaded<number[]>, {
        load,
        loading: 'Loading numbers…',
        empty: (data) => (data.length ? null : 'No numbers yet.'),
        announce: (data) => `${data.length} found.`,
        children: (data) => h('ul', null, ...data.map((value) => h('li', { key: value }, String(value)))),
      }),
    );

  beforeEach(() => {
    said = [];
  });
  afterEach(() => shown.unmount());

  const paragraphs = () => all(shown, 'p').map((p) => [p.className, p.getAttribute('role'), p.textContent]);

  it('says it is loading until the first answer, and announces nothing yet', () => {
    shown = renderInShadow(loaded({ data: undefined, error: null }), STAFF_CSS);
    expect(paragraphs()).to.deep.equal([['muted', null, 'Loading numbers…']]);
    expect(all(shown, 'li')).to.deep.equal([]);
    expect(said).to.deep.equal([]);
  });

  it('shows the answer and announces it', async () => {
    shown = renderInShadow(loaded({ data: [3, 5], error: null }), STAFF_CSS);
    await nextFrame();
    expect(texts(all(shown, 'li'))).to.deep.equal(['3', '5']);
    expect(paragraphs()).to.deep.equal([]);
    expect(said).to.deep.equal(['2 found.']);
  });

  it('says what an empty answer means instead of showing it', async () => {
    shown = renderInShadow(loaded({ data: [], error: null }), STAFF_CSS);
    await nextFrame();
    expect(paragraphs()).to.deep.equal([['empty', null, 'No numbers yet.']]);
    expect(all(shown, 'ul')).to.deep.equal([]);
    expect(said).to.deep.equal(['0 found.']);
  });

  it('says a failure as an alert instead of loading', () => {
    shown = renderInShadow(loaded({ data: undefined, error: 'The server could not be reached.' }), STAFF_CSS);
    expect(paragraphs()).to.deep.equal([['form-error', 'alert', 'The server could not be reached.']]);
  });

  it('keeps the last answer under a failed reload', () => {
    shown = renderInShadow(loaded({ data: [3], error: 'The server could not be reached.' }), STAFF_CSS);
    expect(paragraphs()).to.deep.equal([['form-error', 'alert', 'The server could not be reached.']]);
    expect(texts(all(shown, 'li'))).to.deep.equal(['3']);
  });
});

describe('staff SelectField and TextField', () => {
  let shown: Rendered;
  afterEach(() => shown.unmount());

  it('offers "none" first as the empty value, the options in their words, and reports the value chosen', async () => {
    const chosen: string[] = [];
    shown = renderInShadow(
      h(SelectField<'new' | 'won'>, {
        label: 'Status',
        name: 'status',
        none: 'Any status',
        options: ['new', 'won'],
        optionLabel: (option) => option.toUpperCase(),
        value: '',
        onChange: (value) => chosen.push(value),
      }),
      STAFF_CSS,
    );
    const select = shown.root.querySelector('select')!;
    expect(shown.root.querySelector('label')!.htmlFor).to.equal(select.id);
    expect(select.name).to.equal('status');
    expect(Array.from(select.options).map((option) => [option.value, option.text])).to.deep.equal([
      ['', 'Any status'],
      ['new', 'NEW'],
      ['won', 'WON'],
    ]);
    select.value = 'won';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).to.deep.equal(['won']);
    await expectAccessible([shown.host]);
  });

  it('offers only the options without "none"', () => {
    shown = renderInShadow(
      h(SelectField<'admin' | 'advisor'>, {
        label: 'Role',
        options: ['admin', 'advisor'],
        value: 'advisor',
        onChange: () => undefined,
      }),
      STAFF_CSS,
    );
    expect(Array.from(shown.root.querySelector('select')!.options).map((option) => option.value)).to.deep.equal([
      'admin',
      'advisor',
    ]);
  });

  it("puts a field's optional note in its label, read with it, and nothing without one", async () => {
    const field = (optional?: string) =>
      h(TextField, { label: 'Name', name: 'name', value: '', onChange: () => undefined, optional });
    shown = renderInShadow(h('div', null, field('(optional, shown to colleagues)'), field()), STAFF_CSS);
    const [noted, plain] = Array.from(shown.root.querySelectorAll('label'));
    expect(noted!.textContent).to.equal('Name (optional, shown to colleagues)');
    expect(noted!.querySelector('.optional')!.textContent).to.equal(' (optional, shown to colleagues)');
    expect(getComputedStyle(noted!.querySelector('.optional')!).fontWeight).to.equal('400');
    expect(plain!.innerHTML).to.equal('Name');
    expect(noted!.control).to.equal(shown.root.querySelectorAll('input')[0]);
    await expectAccessible([shown.host]);
  });
});

describe('staff lead Calculation', () => {
  let shown: Rendered;
  afterEach(async () => {
    shown.unmount();
    await setViewport({ width: 800, height: 600 });
  });

  // Losing $9,000 a month with $150,000 in the bank, customers paying in 45 days, a slow winter,
  // a truck bought in the third month and a $50,000 buffer, from November 2026.
  const inputs = { ...DEFAULT_INPUTS, monthlyRevenue: 41000, monthlyExpenses: 50000, cashReserves: 150000 };
  const refinements = {
    daysToGetPaid: 45,
    daysToPaySuppliers: 30,
    seasonality: {
      kind: 'Construction' as const,
      factors: [0.5, ...seasonalityPreset('Construction').factors.slice(1)],
    },
    oneOffItems: [{ month: 3, amount: -40000, label: 'New truck' }],
    minimumCash: 50000,
  };
  const refined = calculateRefined(inputs, refinements, { year: 2026, month: 10 });
  /** A definition list's terms and their definitions, in the block under the heading named. */
  const listUnder = (shown: Rendered, heading: string) => {
    const title = all(shown, 'h3').find((element) => element.textContent === heading)!;
    return Object.fromEntries(
      Array.from(title.parentElement!.querySelectorAll('dl > div')).map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!,
      ]),
    );
  };

  for (const width of [1280, 390]) {
    it(`shows the months the cash runs out and falls below the buffer, and the refinements in words, at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      shown = renderInShadow(h(Calculation, { calculation: { inputs, result: refined } }), STAFF_CSS);
      const outlook = listUnder(shown, 'Cash Outlook');
      expect(Object.keys(outlook)).to.deep.equal(['Cash runs out', 'Below the $50,000 buffer']);
      // As calculateRefined finds them: month 9 and month 5 of a forecast from November 2026.
      expect([refined.outlook.cashOut?.index, refined.outlook.belowBuffer?.index]).to.deep.equal([9, 5]);
      expect(outlook['Cash runs out']!.textContent).to.equal('July 2027 (month 9)');
      expect(outlook['Cash runs out']!.className).to.equal('tone-negative');
      expect(outlook['Below the $50,000 buffer']!.textContent).to.equal('March 2027 (month 5)');
      expect(outlook['Below the $50,000 buffer']!.className).to.equal('tone-orange');
      const refinementTexts = Object.fromEntries(
        Object.entries(listUnder(shown, 'Refinements')).map(([label, value]) => [label, value.textContent]),
      );
      expect(refinementTexts).to.deep.equal({
        'Days to get paid': '45 days',
        'Days to pay suppliers': '30 days',
        Seasonality:
          'Construction seasons, adjusted: Jan 51%, Feb 76%, Mar 92%, Apr 102%, May 112%, Jun 117%, Jul 122%, Aug 122%, Sep 112%, Oct 107%, Nov 97%, Dec 92%',
        'One-off items': 'January 2027 (month 3): New truck, out $40,000',
        'Minimum cash buffer': '$50,000',
      });
      await expectAccessible([shown.host]);
    });
  }

  it('shows neither for a lead stored before the refinements, nor refinements for a plain forecast', () => {
    shown = renderInShadow(h(Calculation, { calculation: { inputs, result: calculate(inputs) } }), STAFF_CSS);
    expect(shown.root.textContent).to.contain('Monthly Cash Flow');
    expect(shown.root.textContent).to.not.contain('Cash Outlook');
    shown.unmount();
    const plain = calculateRefined(inputs, {}, { year: 2026, month: 10 });
    shown = renderInShadow(h(Calculation, { calculation: { inputs, result: plain } }), STAFF_CSS);
    expect(shown.root.textContent).to.contain('Cash Outlook');
    expect(shown.root.textContent).to.contain('None: paid the month earned, no seasons, no one-off items.');
  });
});
