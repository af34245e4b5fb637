/**
 * Fields that take a value of the vocabulary (enums.ts). Every spelling older clients sent is
 * still accepted and stored as the canonical value ('Fintech' → 'FinTech', 'Pre-seed' →
 * 'Pre-Seed', 'Latin America' → 'South America'); anything else is refused with the field's
 * message (docs/decisions/0033-one-vocabulary.md).
 */
import { z } from 'zod';
import { allRegions, allSectors, fundingStages } from './enums';
import { canonicalRegion, canonicalSector, canonicalStage } from './taxonomy';

const vocabularyField = <T extends readonly [string, ...string[]]>(values: T, read: (value: string) => string | null) => (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => read(value) ?? value)
    .pipe(z.enum(values, { error: message }));

export const sectorSchema = vocabularyField(allSectors, canonicalSector);
export const regionSchema = vocabularyField(allRegions, canonicalRegion);
export const stageSchema = vocabularyField(fundingStages, canonicalStage);
