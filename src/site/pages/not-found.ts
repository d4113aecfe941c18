import { html } from 'lit';
import { definePage } from '../page';
import { cardGrid, pageHero, section } from '../templates';

const LINKS = [
  {
    title: 'Solutions',
    body: 'Business analysis, tax illustration, valuation and managed services for growing businesses.',
    href: '/solutions/business-analysis',
    linkLabel: 'See our solutions',
  },
  {
    title: 'Tools',
    body: 'Free calculators that show your cash flow margin, runway and a 12-month forecast.',
    href: '/resources/tools',
    linkLabel: 'Explore the tools',
  },
  {
    title: 'Articles',
    body: 'Practical guides from our advisors on cash flow, construction billing and manufacturing tax.',
    href: '/resources/articles',
    linkLabel: 'Read the articles',
  },
  {
    title: 'Contact',
    body: 'Call, e-mail or write to us. We answer every message within one business day.',
    href: '/contact',
    linkLabel: 'Contact us',
  },
];

export default definePage({
  noindex: true,
  title: 'Page Not Found | Crestline Advisory Group',
  description:
    'The page you asked for does not exist or has moved. Go to the Crestline Advisory Group home page, the free cash flow calculator, our solutions or our articles.',
  render: () => html`
    ${pageHero({
      eyebrow: 'Error 404',
      title: "We couldn't find that page",
      lead: 'The link may be out of date, or the address may have been mistyped. Everything is still here; try one of these instead.',
      actions: [
        { label: 'Go to the Home Page', href: '/' },
        { label: 'Open the Cash Flow Calculator', href: '/resources/cash-flow-calculator', variant: 'outline' },
      ],
    })}
    ${section({ title: 'Popular pages' }, cardGrid(LINKS, 4))}
  `,
});
