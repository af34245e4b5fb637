import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusalError } from '../refusal-schema';
import { message } from './message';
import { issueMessage, refusal } from './message-issue';

const paramsOf = (issue: z.core.$ZodIssue) => (issue as { params?: unknown }).params;

describe("a zod issue's message", () => {
  it("is carried by zod's own checks through refusalError, the schema still a check (maxLength, maxItems)", () => {
    const tooLong = message('Keep the motto under {{max}} characters', { max: 1200 });
    const tooMany = message('At most {{max}} tag', { max: 1 });
    const schema = z.object({ motto: z.string().max(1200, refusalError(tooLong)), tags: z.array(z.string()).max(1, refusalError(tooMany)) });
    const issues = schema.safeParse({ motto: 'x'.repeat(1201), tags: ['a', 'b'] }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual(['Keep the motto under 1,200 characters', 'At most 1 tag']);
    expect(issues.map((issue) => issueMessage(paramsOf(issue)))).toEqual([tooLong, tooMany]);
    expect(z.toJSONSchema(schema)).toMatchObject({ properties: { motto: { maxLength: 1200 }, tags: { maxItems: 1 } } });
  });

  it('is carried by a refinement through refusal, and is absent from an issue raised with plain English', () => {
    const duplicate = message('{{month}} appears twice', { month: '2025-01' });
    const [issue] = z.string().refine(() => false, refusal(duplicate)).safeParse('x').error!.issues;
    expect(issue!.message).toBe('2025-01 appears twice');
    expect(issueMessage(paramsOf(issue!))).toEqual(duplicate);
    const [plain] = z.string().max(1, 'Give a shorter value').safeParse('xy').error!.issues;
    expect(issueMessage(paramsOf(plain!))).toBeUndefined();
  });
});
