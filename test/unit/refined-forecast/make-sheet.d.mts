/** The worked sheet make-sheet.mjs writes: formulas only. */
export declare const SHEET_XML: string;
/** LibreOffice's values for a sheet, as CSV. */
export declare function recalculate(fodsPath: string): string;
