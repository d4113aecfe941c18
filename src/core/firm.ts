/** The firm behind the site and the calculator: one place for its name and contact details. */
export const FIRM = Object.freeze({
  name: 'Crestline Advisory Group',
  shortName: 'Crestline',
  phone: '(847) 555-0142',
  phoneHref: 'tel:+18475550142',
  email: 'hello@crestlineadvisory.com',
  address: {
    street: '120 W Campbell St, Suite 300',
    city: 'Arlington Heights',
    region: 'IL',
    postalCode: '60005',
    country: 'US',
  },
});
