// A JSON number is read as a double: `1e999` becomes Infinity (written back as null),
// `9007199254740993` becomes 9007199254740992, a 30-digit integer loses its last digits,
// `1e-400` becomes 0, `-0` becomes 0. The archive keeps what a log says, so a number that
// does not survive reading and writing back is said, at its place (`changed-number`):
// compared as decimals, so `1.0`/`1`, `1e2`/`100` and `0.50`/`0.5` are one number and
// pass. Linear in the literal; run only where the parser already has it.

/** `-`, the significant digits and the exponent of the first: one string per decimal value. */
function canonicalDecimal(literal: string): string | undefined {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (match === null) return undefined;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const first = digits.search(/[1-9]/);
  if (first === -1) return `${sign}0`;
  let last = digits.length; // trailing zeros by hand: `0+$` backtracks over every inner run
  while (digits.charCodeAt(last - 1) === 0x30) last--;
  const significant = digits.slice(first, last);
  // The value is 0.<significant> × 10^exponent: counted from the first significant digit.
  const exponent = BigInt(exponentText) + BigInt(whole.length - first);
  return `${sign}${significant}e${exponent}`;
}

/** An exponent, or a negative zero (`-0`, `-0.00`): not for the fast path. */
const PAST_FAST_PATH = /[eE]|^-0(?:\.0*)?$/;

/** What `literal` becomes once read and written back, when that is another number; else undefined. */
export function changedNumber(literal: string): string | undefined {
  // The common case, without reading the number: at most 15 digits and no exponent is a
  // double exactly enough to be written back the same (-0 aside).
  if (literal.length <= 15 && !PAST_FAST_PATH.test(literal)) return undefined;
  const written = JSON.stringify(Number(literal));
  if (written === literal) return undefined; // 1700000000000000000
  return written !== 'null' && canonicalDecimal(written) === canonicalDecimal(literal) ? undefined : written;
}

/** A literal in a message: short ones whole, long ones cut (a million digits stays one line). */
export function shownLiteral(literal: string): string {
  return literal.length <= 40 ? literal : `${literal.slice(0, 32)}… (${literal.length} characters)`;
}
