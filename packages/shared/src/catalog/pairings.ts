// "Pairs well with" (chosen by the shopkeeper) and "Customers also bought" (counted from paid
// orders): the product page's two rows of cards (decision 62).

/** The most products a shopkeeper may pair with one product (a row of cards, not a catalogue). */
export const MAX_PAIRINGS = 6;

/** The most "Customers also bought" cards a product page shows. */
export const MAX_ALSO_BOUGHT = 6;

/**
 * The products named in a "pairs well with" field or CSV cell: product codes or ids, separated by
 * commas, semicolons, spaces or new lines (a code never holds any of them). Empty: none.
 */
export function pairingKeys(text: string): string[] {
  return text.split(/[\s,;]+/).filter((key) => key !== '');
}
