import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every action that notifies other people spends its sender's daily allowance (docs/security.md,
 * "Abuse limits"), through the one gate, spendDailyAllowance. This reads the services: a function
 * that records a notification either spends an allowance itself or is listed below with the reason it
 * needs none, so a new notifying action cannot ship without a limit unnoticed.
 */
const modulesDir = join(__dirname, '..');

const needsNoAllowance: Record<string, string> = {
  'admin/admin.service.ts#inviteAdmin': 'admins only, each invitation audited',
  'data-rooms/access-requests.service.ts#approveAccessRequest': 'an answer to a request the requester sent (their allowance)',
  'data-rooms/access-requests.service.ts#declineAccessRequest': 'an answer to a request the requester sent',
  'data-rooms/new-document-notices.service.ts#queueNewDocumentNotice': 'an upload tells only the room’s grantees, one collapsed notice per person',
  'data-rooms/new-document-notices.service.ts#sendNewDocumentNotices': 'the queue’s delivery of that notice',
  'deals/deal-committee-notifications.ts#notifyCommittee': 'tells only current members of the actor’s own fund that its committee took up or decided one of its deals',
  'deals/deal-mention-notifications.ts#notifyMentions': 'tells only current members of the author’s own fund, who joined it to hear from each other',
  'deals/deal-task-notifications.ts#notifyTaskAssignee': 'tells only the one current member of the creator’s own fund given the task',
  'deals/deal-task-notifications.ts#sendTaskReminders': 'the hourly sweep’s reminder to a task’s own assignee, once per task and due date',
  'fundraising/raise-room.service.ts#answerQuestion': 'an answer to the question the investor asked in a room they were invited to',
  'fundraising/raise-closing.service.ts#closeEach': 'money received for a commitment both sides signed: its investor, and the founder who marked it, are told what was written',
  'fundraising/raise-room.service.ts#termsChangedIn': 'tells only the investors who committed to the round that its terms changed',
  'fundraising/round-room-commitments.ts#tell': 'a move of a commitment, told to the other side: the founder who invited the investor, or the investor invited',
  'fundraising/round-notices.service.ts#recordNewMaterialNotices': 'the queue’s delivery of a new document in a round’s data room, to its invited investors the grants reach, instead of the data room’s own notice',
  'fundraising/round-notices.service.ts#sendRoundDeadlineReminders': 'the hourly sweep’s reminders to a round’s invited investors, once each (raise_reminder)',
  'fundraising/round-room.service.ts#askQuestion': 'a question to the founder who invited the asker, in that round’s room; at most 30 per investor and round',
  'moderation/moderation.service.ts#resolveReport': 'admins only',
  'moderation/moderation.service.ts#actOnAccount': 'admins only',
  'network/connection-requests.service.ts#respondToConnection': 'an answer to a request the requester sent (their allowance)',
  'portfolio/investment-confirmations.service.ts#decideInvestment': 'an answer to the investor’s record (their allowance)',
  'updates/update-sending.service.ts#deliverUpdate': 'the queue’s delivery of an update: sendUpdate spent one per recipient',
  'verification/verification.service.ts#decideVerification': 'admins only',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test-d.ts') ? [path] : [];
  });
}

/** Each top-level function of a file with its text, up to the next one. */
function functionsOf(text: string): { name: string; body: string }[] {
  const starts = [...text.matchAll(/^(?:export )?(?:async )?function (\w+)/gm)];
  return starts.map((match, i) => ({ name: match[1]!, body: text.slice(match.index, starts[i + 1]?.index ?? text.length) }));
}

describe('notifying actions', () => {
  const notifying = sourceFiles(modulesDir).flatMap((file) =>
    functionsOf(readFileSync(file, 'utf8'))
      .filter((fn) => /recordNotification\(|'notification-fanout'|'update-delivery'/.test(fn.body) && !file.endsWith('notifications.service.ts'))
      .map((fn) => ({ key: `${relative(modulesDir, file)}#${fn.name}`, spends: fn.body.includes('spendDailyAllowance(') })),
  );

  it('are found (the scan reads the services)', () => {
    expect(notifying.length).toBeGreaterThan(10);
  });

  it('each spend a daily allowance, or say why they need none', () => {
    expect(notifying.filter((fn) => !fn.spends && !(fn.key in needsNoAllowance)).map((fn) => fn.key)).toEqual([]);
  });

  it('list no exemption that is not a notifying function any more', () => {
    const keys = new Set(notifying.filter((fn) => !fn.spends).map((fn) => fn.key));
    expect(Object.keys(needsNoAllowance).filter((key) => !keys.has(key))).toEqual([]);
  });
});
