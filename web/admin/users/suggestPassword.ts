// No letters or digits that read alike (l, 1, I, O, 0): the administrator reads the password out on the phone.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#@%+=';

/** A random index below n, from the browser's cryptographic generator. */
function cryptoIndex(n: number): number {
  const [x] = crypto.getRandomValues(new Uint32Array(1));
  return x % n;
}

/**
 * A temporary password that meets the policy (8 characters or more, a letter, a digit and a
 * symbol) and is easy to read out: a capital, five letters, a symbol and four digits ("Kxbmtq#4827").
 */
export function suggestPassword(index: (n: number) => number = cryptoIndex): string {
  const pick = (set: string, count: number) => Array.from({ length: count }, () => set[index(set.length)]).join('');
  return pick(UPPER, 1) + pick(LOWER, 5) + pick(SYMBOLS, 1) + pick(DIGITS, 4);
}
