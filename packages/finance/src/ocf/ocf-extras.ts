/**
 * The Baobab terms OCF has no field for travel in an object's `comments`, as one comment that
 * starts with `baobab:` and holds JSON. Comments are free text in OCF, so other tools keep and
 * ignore them; Baobab's import reads them back when they are there and falls back to the OCF
 * fields alone when they are not (a package made elsewhere).
 */
import { ocfExportTexts } from '@baobab/contracts/cap-table-exports';
import type { OptionVesting } from '@baobab/contracts/financial-tools';
import type { SpecPricedRound, SpecVesting } from '../spec-cap-table';

export const ocfTexts = ocfExportTexts;

export type ManifestExtras = { pricedRound?: SpecPricedRound; exitValues?: number[]; latestPostMoneyValuation?: number; hasPool?: boolean };
export type ClassExtras = { declared?: boolean; implicit?: boolean; preferenceGiven?: boolean; participation?: 'non-participating' | 'participating'; antiDilution?: 'none' | 'full-ratchet' | 'broad-based' | 'narrow-based' };
export type EntryExtras = { holderType?: string; shareClass?: string; vesting?: SpecVesting; liquidationPreference?: number; antiDilution?: string; hasExercisePrice?: boolean };
/** A share ledger option grant's own schedule (decision 0061), which OCF's exact vesting dates only approximate for another reader. */
export type GrantExtras = { ledgerVesting?: OptionVesting };
/**
 * A plan Baobab writes for options that are not a ledger plan's (the cap-table form's option rows, grants under no plan): `synthetic`,
 * so an import gives its options back as they were rather than as a plan; a ledger plan's own `date` (OCF has only approval dates).
 */
export type PlanExtras = { synthetic?: boolean; date?: string };
export type ConvertibleExtras = { isMfnGiven?: boolean; dayCountGiven?: boolean };
export type StakeholderExtras = { holderType?: string };

const prefix = 'baobab:';

export const extrasComment = (extras: object): string => `${prefix}${JSON.stringify(extras)}`;

/** The object's Baobab extras, or {} when it has none (or they are not an object). */
export function readExtras<T extends object>(object: { comments?: unknown }): Partial<T> {
  const comments = Array.isArray(object.comments) ? object.comments : [];
  const found = comments.find((c): c is string => typeof c === 'string' && c.startsWith(prefix));
  if (!found) return {};
  try {
    const parsed: unknown = JSON.parse(found.slice(prefix.length));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}

const relationships: [RegExp, string][] = [
  [/founder/i, 'FOUNDER'],
  [/employee|team|staff/i, 'EMPLOYEE'],
  [/investor|fund|angel|vc/i, 'INVESTOR'],
  [/advisor|adviser/i, 'ADVISOR'],
  [/board|director/i, 'BOARD_MEMBER'],
  [/consultant|contractor/i, 'CONSULTANT'],
  [/officer|ceo|cto|cfo|coo/i, 'OFFICER'],
  [/executive/i, 'EXECUTIVE'],
];

/** A Baobab holder type (free text) as an OCF StakeholderRelationshipType. */
export const relationshipOf = (type: string): string => relationships.find(([pattern]) => pattern.test(type))?.[1] ?? 'OTHER';

/** An OCF relationship back as a Baobab holder type, for packages without Baobab extras. */
export const holderTypeOf = (relationship: unknown): string => (typeof relationship === 'string' ? relationship.toLowerCase().replaceAll('_', ' ') : 'other');
