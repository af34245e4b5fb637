import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { message } from './message';
import { checkMessage, checkRefusal, issueMessage, refusal } from './message-issue';

const paramsOf = (issue: z.core.$ZodIssue) => (issue as { params?: unknown }).params;

describe("a zod check's message", () => {
  it('is raised as its English and found again by that English, as zod keeps no params on its own checks', () => {
    const tooLong = message('Keep the motto under {{max}} characters', { max: 1200 });
    const schema = z.object({ motto: z.string().max(1200, checkRefusal(tooLong)), tags: z.array(z.string()).max(1, checkRefusal(message('At most {{max}} tag', { max: 1 }))) });
    const issues = schema.safeParse({ motto: 'x'.repeat(1201), tags: ['a', 'b'] }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual(['Keep the motto under 1,200 characters', 'At most 1 tag']);
    expect(paramsOf(issues[0]!)).toBeUndefined();
    expect(issueMessage(paramsOf(issues[0]!), issues[0]!.message)).toEqual(tooLong);
    expect(checkMessage('Keep the motto under 1,200 characters')).toEqual(tooLong);
  });

  it("prefers the message a refinement carries, and knows no message for English nobody's check raised", () => {
    const duplicate = message('{{month}} appears twice', { month: '2025-01' });
    const [issue] = z.string().refine(() => false, refusal(duplicate)).safeParse('x').error!.issues;
    expect(issue!.message).toBe('2025-01 appears twice');
    expect(issueMessage(paramsOf(issue!), issue!.message)).toEqual(duplicate);
    expect(issueMessage(undefined, 'Give a value')).toBeUndefined();
    expect(checkMessage('2025-01 appears twice')).toBeUndefined();
  });
});
