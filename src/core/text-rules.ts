// Line breaks in a one-line field are how a value smuggles extra headers into an e-mail; other
// control characters have no business in a form either. U+2028/2029 and NEL break lines too.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
export const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
