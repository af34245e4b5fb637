import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { message } from './i18n/message';
import { issueMessage } from './i18n/message-issue';
import { refusalError } from './refusal-schema';

const text = message('Currency must be one of {{currencies}} (currency)', { currencies: 'USD, XOF' });
const sent = (result: { error?: { issues: { message: string; params?: unknown }[] } }) => result.error?.issues.map((i) => [i.message, issueMessage(i.params)]);

describe('a field refused with a message', () => {
  it('reports its English with the message, for an enum, a type and a size', () => {
    const expected = [['Currency must be one of USD, XOF (currency)', text]];
    expect(sent(z.enum(['USD', 'XOF'], refusalError(text)).safeParse('XYZ'))).toEqual(expected);
    expect(sent(z.number(refusalError(text)).safeParse('abc'))).toEqual(expected);
    expect(sent(z.string().min(1, refusalError(text)).safeParse(''))).toEqual(expected);
  });

  it('keeps the schema as it is: its JSON Schema and its encoding', () => {
    const schema = z.object({ currency: z.enum(['USD', 'XOF'], refusalError(text)) });
    expect(z.toJSONSchema(schema, { io: 'input' }).properties).toEqual({ currency: { type: 'string', enum: ['USD', 'XOF'] } });
    expect(z.safeEncode(schema, { currency: 'XOF' }).success).toBe(true);
  });
});
