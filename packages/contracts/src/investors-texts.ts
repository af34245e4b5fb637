// The investors contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in investors.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { investorSectors, investorStages, type investorTypes } from './enums';
import { sectorSlug, stageSlug } from './taxonomy';

export const investorMessages = {
  unknownSector: 'Unknown sector filter',
  unknownStage: 'Unknown stage filter',
  portfolioUnknown: 'No confirmed investments on Baobab yet: a company appears here once its founder confirms the round.',
  portfolioConfirmedOnly: 'Companies whose founders confirmed this investor\'s round on Baobab.',
} as const;

export const investorTypeLabels: Record<(typeof investorTypes)[number], string> = {
  angel: 'Angel Investor',
  vc_partner: 'VC Partner',
  institutional: 'Institutional',
};

/** Onboarding sector values matching a slug ('ecommerce') or any spelling ('E-commerce', 'LogisticsTech'). */
export const investorSectorsForFilter = (value: string) => investorSectors.filter((s) => sectorSlug(s) === sectorSlug(value));

export const investorStagesForFilter = (value: string) => investorStages.filter((s) => stageSlug(s) === stageSlug(value));
