import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * The input classes of docs/security.md ("Hostile input classes"), for the fuzz suite: text PostgreSQL cannot store,
 * characters that disguise names, impossible dates and malformed multipart bodies.
 */

/** Refused in every string of every request (plugins/text-input.ts). */
export const unstorableText = { nul: 'Alpha\u0000Pay', loneHighSurrogate: 'Alpha\ud800Pay', loneLowSurrogate: 'Alpha\udfffPay' } as const;

/** Refused in names and file names (withNameCharacters in packages/contracts/src/text.ts). */
export const disguisingText = { escape: 'Alpha\u001bPay', nextLine: 'Alpha\u0085Pay', rightToLeftOverride: 'Alpha\u202ePay', isolate: 'Alpha\u2066Pay' } as const;

/** Days no calendar has, and a year PostgreSQL's date type does not have. */
export const impossibleDates = ['2023-02-30', '2023-04-31', '0000-01-01'] as const;

/** Characters generated strings draw on: mostly printable, often hostile. */
export const hostileUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(unstorableText), ...Object.values(disguisingText), '\u0000', '\ud800', '\udc00', '\u202e', '\u2069', '\u0085') },
);
export const hostileString = (maxLength: number) => fc.string({ unit: hostileUnit, maxLength });

/** Raw query values that decode to NUL, an encoded surrogate, an overlong NUL or broken escapes. */
export const hostileQueryValues = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%E2%80%AE', '%', '%zz', '2023-02-30'] as const;

/** Every string in a JSON value, as a path of keys and indexes. */
export function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((inner, index) => stringPaths(inner, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

export function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown>)[key], value);
}

/** A deep copy of `value` with the string at `path` replaced. */
export function replaceAt(value: unknown, path: Array<string | number>, replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = replaceAt(copy[key!], rest, replacement);
  return copy;
}

/** A YYYY-MM-DD date, alone or at the start of a date-time. */
export const isDateText = (text: string) => /^\d{4}-\d{2}-\d{2}(T|$)/.test(text);

/** The same date-time with its date part swapped, so only the day is impossible. */
export const withDate = (text: string, date: string) => date + text.slice(10);

/**
 * Broken versions of a valid multipart upload: each must be refused with a 4xx that says what
 * is wrong, never read as an empty upload or answered 500.
 */
export function malformedMultipart(valid: InjectOptions): Array<{ name: string; request: InjectOptions }> {
  const body = valid.payload as Buffer;
  const contentType = String(valid.headers!['content-type']);
  const boundary = contentType.split('boundary=')[1]!;
  const withBody = (payload: Buffer | string, type: string) => ({ ...valid, payload, headers: { ...valid.headers, 'content-type': type } });
  return [
    { name: 'no boundary', request: withBody(body, 'multipart/form-data') },
    { name: 'empty boundary', request: withBody(body, 'multipart/form-data; boundary=') },
    { name: 'another boundary than the body uses', request: withBody(body, 'multipart/form-data; boundary=not-the-one-used') },
    { name: 'truncated in the file', request: withBody(body.subarray(0, Math.floor(body.length * 0.6)), contentType) },
    { name: 'truncated in the part headers', request: withBody(body.subarray(0, body.indexOf('\r\n\r\n', body.indexOf('filename=')) - 5), contentType) },
    { name: 'no closing boundary', request: withBody(body.subarray(0, body.lastIndexOf(`--${boundary}--`)), contentType) },
    { name: 'empty body', request: withBody(Buffer.alloc(0), contentType) },
    { name: 'not multipart at all', request: withBody('just text', contentType) },
    { name: 'multipart bytes sent as text/plain', request: withBody(body, 'text/plain') },
    { name: 'multipart bytes sent as JSON', request: withBody(body, 'application/json') },
    { name: 'a mixed body, not form data', request: withBody(body, `multipart/mixed; boundary=${boundary}`) },
    { name: 'a NUL in the file name', request: withBody(renameFile(body, 'deck\u0000.pdf'), contentType) },
    { name: 'a right-to-left override in the file name', request: withBody(renameFile(body, 'invoice\u202efdp.pdf'), contentType) },
    { name: 'a control character in the file name', request: withBody(renameFile(body, 'deck\u001b[31m.pdf'), contentType) },
    { name: 'an encoded NUL in filename*', request: withBody(renameFileStar(body, "UTF-8''deck%00.pdf"), contentType) },
  ];
}

function renameFile(body: Buffer, name: string): Buffer {
  return Buffer.from(body.toString('latin1').replace(/filename="[^"]*"/, `filename="${Buffer.from(name, 'utf8').toString('latin1')}"`), 'latin1');
}

function renameFileStar(body: Buffer, value: string): Buffer {
  return Buffer.from(body.toString('latin1').replace(/filename="[^"]*"/, `filename*=${value}`), 'latin1');
}
