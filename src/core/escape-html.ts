/** Text made safe inside HTML: in an element, or in a double-quoted attribute. For HTML built as strings (prerender, Markdown, e-mails). */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
