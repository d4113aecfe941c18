/** Client companies shown in the home page's scrolling strip, with their industries. */
export const CLIENT_STRIP: readonly { name: string; industry: string }[] = [
  { name: 'Brightpath Software', industry: 'Technology' },
  { name: 'Midwest Supply Partners', industry: 'Distribution' },
  { name: 'Harlan Builders', industry: 'Construction' },
  { name: 'Summit Concrete & Masonry', industry: 'Construction' },
  { name: 'Lakeshore Freight Lines', industry: 'Transportation' },
  { name: 'Precision Parts Manufacturing', industry: 'Manufacturing' },
];

export const CLAIMS: readonly { value: string; label: string }[] = [
  { value: '10,000+', label: 'small and mid-sized businesses trust us' },
  { value: '+38%', label: 'average improvement in cash flow' },
  { value: '-21 days', label: 'average reduction in collection time' },
  { value: '+25%', label: 'average revenue growth of our clients' },
];

export const HIDDEN_OPPORTUNITIES_QUOTE = {
  text: 'Their team found $40K in hidden opportunities in our first review: billing we had never sent, and supplier terms we had never asked for.',
  name: 'David Chen',
  role: 'CEO, Harlan Builders',
};
