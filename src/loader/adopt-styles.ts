const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructable sheet per CSS text, shared by every shadow root that adopts it. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adds sheets to a shadow root (or the document) through adoptedStyleSheets, which a strict Content-Security-Policy
 * (style-src 'self') allows, unlike an injected <style> element.
 */
export function adoptStyles(root: Document | ShadowRoot, ...cssTexts: string[]): void {
  const sheets = cssTexts.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}
