/**
 * The assessment's sentences travel as messages (decision 0046): the answer keeps its English where
 * the spec has a string and carries each sentence's key and typed values under `messages`, so a
 * French reader gets the sentence rendered from its values: figures written the French way, and a
 * quote from the startup's own deck exactly as the deck wrote it.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { analyse, deckText } from '../../test/factories/documents';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let startupId: number;

type AssessmentAnswer = {
  findings: { severity: string; text: string }[];
  criticalFindings: string[];
  parts: { group: string; source: string | null }[];
  messages?: Record<string, Message>;
};

/** French spaces groups with a narrow no-break space and puts a no-break space inside « »: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  startupId = await createStartup(t, founder, { tractionUsers: 12_400 });
  await analyse(t, founder, startupId, { documentText: deckText, documentType: 'pitch_deck' });
});
afterAll(() => t.close());

async function readAssessment(): Promise<AssessmentAnswer> {
  const response = await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/assessment` }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AssessmentAnswer;
}

describe('GET /api/startups/:id/assessment, in messages', () => {
  it("sends a red flag's critical finding with its key, its category as a label and the deck's quote as a string", async () => {
    const answer = await readAssessment();
    const english = answer.criticalFindings.find((f) => f.includes('A founder or executive has left'));
    expect(english).toBeDefined();
    // The English is where it always was; the message is beside it, by that English.
    expect(answer.findings.map((f) => f.text)).toContain(english);
    const sent = answer.messages?.[english!];
    expect(sent?.i18nKey).toBe('{{category}} red flag: {{title}}');
    expect(sent?.values?.category).toEqual({ i18nKey: 'Team' });
    const title = sent?.values?.title as Message;
    expect(title.i18nKey).toBe('{{title}} ("{{evidence}}")');
    const evidence = title.values?.evidence;
    expect(typeof evidence).toBe('string');
    expect(deckText).toContain(evidence);
  });

  it('renders the finding in French with the quote exactly as the deck wrote it', async () => {
    const answer = await readAssessment();
    const english = answer.criticalFindings.find((f) => f.includes('A founder or executive has left'))!;
    const sent = answer.messages![english]!;
    const evidence = (sent.values!.title as Message).values!.evidence as string;
    const french = translatorFor('fr').message(sent);
    expect(plain(french)).toContain(`« ${evidence} »`);
    expect(french).toContain("Signal d'alerte");
    expect(french).not.toContain('red flag');
  });

  it("sends a part's figures as numbers, which French writes its own way", async () => {
    const answer = await readAssessment();
    const users = answer.parts.find((p) => p.group === 'users')!;
    expect(users.source).toBe('12,400 users against 1,000 for the stage');
    const sent = answer.messages![users.source!]!;
    expect(sent).toEqual({ i18nKey: '{{users}} users against {{target}} for the stage', values: { users: 12_400, target: 1_000 } });
    expect(plain(translatorFor('fr').message(sent))).toContain('12 400');
  });

  it('sends due diligence the same way: its recommendation and critical issues with their keys and values', async () => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/due-diligence` }));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as { overallScore: number; criticalIssues: string[]; investmentRecommendation: string; categories: Record<string, { issues: string[] }>; messages?: Record<string, Message> };
    const recommendation = report.messages?.[report.investmentRecommendation];
    expect(recommendation?.i18nKey).toMatch(/^Do not proceed yet: \{\{overall\}\}\/100, high risk\. Critical: /);
    expect(recommendation?.values?.overall).toBe(report.overallScore);
    for (const issue of report.criticalIssues) expect(report.messages?.[issue]).toBeDefined();
    const french = plain(translatorFor('fr').message(recommendation!));
    expect(french).toContain(`${report.overallScore}/100`);
    expect(french).not.toContain('Do not proceed');
  });
});
