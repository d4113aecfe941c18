// Line breaks in a one-line field are how a value smuggles extra headers into an e-mail; other
// control characters have no business in a form either. U+2028/2029 and NEL break lines too.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder what is shown after
// them, and the zero-width space and U+FEFF hide inside a word: a name that reads one way and is
// another. One-line fields refuse them. The zero-width joiner and non-joiner (U+200D, U+200C) stay:
// Persian and Indic names need them.
export const HIDDEN_OR_BIDI = /[\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;
