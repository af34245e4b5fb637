import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompilerRememberingQueries } from './validation';

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

describe('validatorCompilerRememberingQueries', () => {
  it('parses a query string once and hands later requests the same frozen value', () => {
    const { validate, parses } = compile('querystring');
    const first = validate({ limit: '10', sector: 'fintech' });
    const second = validate({ limit: '10', sector: 'fintech' });
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
    expect(validate({ limit: '10' }).value).toEqual({ limit: 10 });
    expect(validate({}).value).toEqual({ limit: 20 });
    expect(parses()).toBe(2);
  });

  it('never remembers an invalid query: each one gets its own error', () => {
    const { validate } = compile('querystring');
    const first = validate({ limit: '500' });
    const second = validate({ limit: '500' });
    expect(first.error).toBeDefined();
    expect(first.value).toBeUndefined();
    expect(second.error).toEqual(first.error);
    expect(second.error).not.toBe(first.error);
    expect(validate({ limit: '5' }).value).toEqual({ limit: 5 });
  });

  it('parses bodies and other parts every time', () => {
    const { validate, parses } = compile('body');
    const first = validate({ limit: 3 });
    const second = validate({ limit: 3 });
    expect(second.value).not.toBe(first.value);
    expect(parses()).toBe(2);
  });
});
