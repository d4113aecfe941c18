import { SITE } from '../core/site-map';

/** schema.org Organization (a FinancialService), written into the home page's <head>. */
export function organizationJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: SITE.name,
    url: SITE.url,
    logo: `${SITE.url}/logo.svg`,
    description: SITE.tagline,
    telephone: SITE.phone,
    email: SITE.email,
    foundingDate: String(SITE.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    areaServed: 'US',
    sameAs: [SITE.social.linkedin, SITE.social.twitter],
  };
}
