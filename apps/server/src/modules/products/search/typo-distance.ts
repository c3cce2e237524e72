// How far a typed word is from a word of the catalogue, counted in typing slips: a letter missed,
// added, mistyped, or two neighbours swapped ("lipstik", "lisptick"). Words are short, so the
// table is small; rows stop early once every cell is past the most allowed.

/** Slips forgiven in a typed word of this length: none below 4 letters, 1 up to 7, 2 from 8. */
export function slipsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The slips from `typed` to the whole `word` (`whole`) and to the nearest beginning of it
 * (`start`: "lipstk" is one slip from "lipstic…"), each Infinity beyond `most`.
 */
export function typoDistance(typed: string, word: string, most: number): { whole: number; start: number } {
  const n = typed.length;
  const m = word.length;
  const far = { whole: Infinity, start: Infinity };
  if (m < n - most) return far;
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowLeast = i;
    for (let j = 1; j <= m; j++) {
      const same = typed[i - 1] === word[j - 1] ? 0 : 1;
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + same);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1])
        cell = Math.min(cell, before[j - 2]! + 1);
      current[j] = cell;
      if (cell < rowLeast) rowLeast = cell;
    }
    if (rowLeast > most) return far;
    [before, previous, current] = [previous, current, before];
  }
  // `previous` now holds the last row: the typed word against every beginning of the word.
  let start = Infinity;
  for (let j = Math.max(0, n - most); j <= Math.min(m, n + most); j++) start = Math.min(start, previous[j]!);
  const whole = previous[m]!;
  return { whole: whole <= most ? whole : Infinity, start: start <= most ? start : Infinity };
}
