import type { Deal } from '@baobab/contracts/deals';
import type { DealStage } from '@baobab/contracts/enums';

/** A solo investor's deal card as the API sends it, for screen tests: a startup by name in a stage. */
export const dealCard = (id: number, name: string, stage: DealStage, overrides: Partial<Deal> = {}): Deal => ({
  id,
  stage,
  priority: 'medium',
  interestLevel: 6,
  lastActivity: '2026-11-01T10:00:00.000Z',
  stageEnteredAt: '2026-11-01T10:00:00.000Z',
  sourceChannel: 'Referral',
  nextAction: null,
  noteCount: 0,
  openTaskCount: 0,
  overdueTaskCount: 0,
  organisationId: null,
  owner: null,
  assignees: [],
  startup: { id: id * 10, name, sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', logoUrl: null },
  ...overrides,
});
