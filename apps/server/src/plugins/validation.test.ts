import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberingQuerystringParser, validatorCompilerRememberingQueries } from './validation';

const schema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), sector: z.string().optional() });
type Result = { value?: unknown; error?: unknown };

function compile(httpPart: string) {
  let parses = 0;
  const counted = schema.transform((value) => {
    parses += 1;
    return value;
  });
  const validate = validatorCompilerRememberingQueries({ schema: counted, httpPart, method: 'GET', url: '/x' }) as (data: unknown) => Result;
  return { validate, parses: () => parses };
}

describe('rememberingQuerystringParser', () => {
  it('gives the same frozen object for the same query text, and a new one for another', () => {
    const parse = rememberingQuerystringParser();
    const first = parse('limit=10&sector=fintech');
    expect(first).toEqual({ limit: '10', sector: 'fintech' });
    expect(parse('limit=10&sector=fintech')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parse('limit=10')).not.toBe(first);
    expect(parse('')).toEqual({});
  });

  it('keeps 500 query texts at most, forgetting the oldest', () => {
    const parse = rememberingQuerystringParser();
    const oldest = parse('offset=0');
    for (let i = 1; i <= 500; i += 1) parse(`offset=${i}`);
    expect(parse('offset=0')).not.toBe(oldest);
    expect(parse('offset=0')).toEqual(oldest);
  });

  it('parses a query text over 1 KB each time, unfrozen, so it is never remembered downstream', () => {
    const parse = rememberingQuerystringParser();
    const long = `q=${'a'.repeat(1100)}`;
    expect(parse(long)).not.toBe(parse(long));
    expect(Object.isFrozen(parse(long))).toBe(false);
  });
});

describe('validatorCompilerRememberingQueries', () => {
  const parse = rememberingQuerystringParser();

  it('parses a query string once and hands later requests the same frozen value', () => {
    const { validate, parses } = compile('querystring');
    const first = validate(parse('limit=10&sector=fintech'));
    const second = validate(parse('limit=10&sector=fintech'));
    expect(first.value).toEqual({ limit: 10, sector: 'fintech' });
    expect(second.value).toBe(first.value);
    expect(parses()).toBe(1);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(() => {
      (first.value as { limit: number }).limit = 99;
    }).toThrow(TypeError);
  });

  it('parses a different query anew', () => {
    const { validate, parses } = compile('querystring');
    expect(validate(parse('limit=10')).value).toEqual({ limit: 10 });
    expect(validate(parse('')).value).toEqual({ limit: 20 });
    expect(parses()).toBe(2);
  });

  it('validates a query object that did not come from the parser every time', () => {
    const { validate, parses } = compile('querystring');
    validate({ limit: '10' });
    validate({ limit: '10' });
    expect(parses()).toBe(2);
  });

  it('never remembers an invalid query: each one gets its own error', () => {
    const { validate } = compile('querystring');
    const first = validate(parse('limit=500'));
    const second = validate(parse('limit=500'));
    expect(first.error).toBeDefined();
    expect(first.value).toBeUndefined();
    expect(second.error).toEqual(first.error);
    expect(second.error).not.toBe(first.error);
    expect(validate(parse('limit=5')).value).toEqual({ limit: 5 });
  });

  it('parses bodies and other parts every time', () => {
    const { validate, parses } = compile('body');
    const first = validate({ limit: 3 });
    const second = validate({ limit: 3 });
    expect(second.value).not.toBe(first.value);
    expect(parses()).toBe(2);
  });
});
