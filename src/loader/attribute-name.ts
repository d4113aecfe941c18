/** The attribute of a React prop: monthlyRevenue is monthly-revenue. */
export const attributeNameOf = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
