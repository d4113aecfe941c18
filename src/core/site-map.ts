import { FIRM } from './firm';

/** Everything about the site that is configuration rather than code: one place to change it. */
export const SITE = Object.freeze({
  ...FIRM,
  url: 'https://www.crestlineadvisory.com',
  tagline: 'Cash flow and financial advisory for construction, manufacturing and transportation businesses',
  social: Object.freeze({
    linkedin: 'https://www.linkedin.com/company/crestline-advisory-group',
    twitter: 'https://twitter.com/crestlineadvice',
  }),
  /** A third-party marketing script loaded once the page is idle; empty loads nothing. */
  marketingScriptUrl: '',
  foundingYear: 2009,
});

export interface NavLink {
  label: string;
  href: string;
  /** One line shown under the label in menus and cards. */
  summary?: string;
}

export const SOLUTIONS: readonly NavLink[] = [
  {
    label: 'Business Analysis',
    href: '/solutions/business-analysis',
    summary: 'Find where your cash goes and how to keep more of it',
  },
  {
    label: 'Tax Illustration',
    href: '/solutions/tax-illustration',
    summary: 'See the tax impact of decisions before you make them',
  },
  {
    label: 'Certified Business Valuation',
    href: '/solutions/business-valuation',
    summary: 'A defensible value for sale, succession or financing',
  },
  {
    label: 'Managed Services',
    href: '/solutions/managed-services',
    summary: 'Your outsourced controller and CFO team',
  },
  {
    label: 'Custom Solutions',
    href: '/solutions/custom-solutions',
    summary: 'Dashboards, models and projects built for you',
  },
];

export const RESOURCES: readonly NavLink[] = [
  { label: 'Tools', href: '/resources/tools', summary: 'Free calculators for cash flow planning' },
  { label: 'Research & Articles', href: '/resources/articles', summary: 'Practical guides from our advisors' },
  { label: 'Testimonials', href: '/resources/testimonials', summary: 'What business owners say about us' },
  { label: 'Contact', href: '/contact', summary: 'Call, write or visit our office' },
];

export const MORE_LINKS: readonly NavLink[] = [
  { label: 'Talk to Sales', href: '/sales' },
  { label: 'Schedule Consultation', href: '/talk-to-expert' },
  { label: 'Cash Flow Calculator', href: '/resources/cash-flow-calculator' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
];

export const CLIENT_PORTAL: NavLink = { label: 'Client Portal', href: '/client-portal' };
export const TALK_TO_EXPERT: NavLink = { label: 'Talk to an Expert', href: '/talk-to-expert' };

export function formatAddress(separator = ', '): string {
  const { street, city, region, postalCode } = SITE.address;
  return [street, city, `${region} ${postalCode}`].join(separator);
}
