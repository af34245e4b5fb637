/**
 * Fields that take a value of the vocabulary (enums.ts). Every spelling older clients sent is
 * still accepted and stored as the canonical value ('Fintech' → 'FinTech', 'Pre-seed' →
 * 'Pre-Seed', 'Latin America' → 'South America'); anything else is refused with the field's
 * message (docs/decisions/0025-one-vocabulary-f40-vocab.md).
 */
import { z } from 'zod';
import { allRegions, allSectors, fundingStages } from './enums';
import { canonicalRegion, canonicalSector, canonicalStage } from './taxonomy';

const canonical = (read: (value: string) => string | null) => (value: unknown) => (typeof value === 'string' ? (read(value.trim()) ?? value) : value);

export const sectorSchema = (message: string) => z.preprocess(canonical(canonicalSector), z.enum(allSectors, { error: message }));
export const regionSchema = (message: string) => z.preprocess(canonical(canonicalRegion), z.enum(allRegions, { error: message }));
export const stageSchema = (message: string) => z.preprocess(canonical(canonicalStage), z.enum(fundingStages, { error: message }));

/** A list of sectors or stages: each entry read as above, duplicates after reading dropped. */
export const vocabularyListSchema = <T extends string>(item: z.ZodType<T>, max: number) =>
  z.array(item).max(max).transform((values) => [...new Set(values)]);
