/** The advisor's name inside a sentence: the server names an advisor without a name "A Crestline advisor". */
export const advisorInSentence = (name: string): string => name.replace(/^A (?=Crestline advisor$)/, 'a ');

/** A meeting's length in whole minutes. */
export const minutesBetween = (start: string, end: string): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
