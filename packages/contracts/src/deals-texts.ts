// The deals contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in deals.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { dealPriorities, dealStages } from './enums';

export const dealMessages = {
  stage: `Stage must be one of: ${dealStages.join(', ')}`,
  priority: `Priority must be one of: ${dealPriorities.join(', ')}`,
  interestLevel: 'Interest level must be a whole number from 1 to 10',
  nextActionTooLong: 'Next action must be at most 200 characters',
  sourceChannelTooLong: 'Source channel must be at most 100 characters',
  noteRequired: 'Write a note first',
  noteTooLong: 'A note must be at most 5,000 characters',
  nothingToUpdate: 'Send at least one field to update',
  boardCursor: 'This page of the board is out of date: reload the board',
  alreadyInPipeline: 'This startup is already in your pipeline',
  dealAdded: 'Added to your pipeline',
  dealAddFailed: 'Could not add to pipeline',
  dealRemoved: 'Removed from your pipeline',
  noteAdded: 'Note added',
  noteAddFailed: 'Could not add the note',
  downloadFailed: 'Could not download the deal summary',
  alreadyInFundPipeline: 'This startup is already in this pipeline',
  viewersReadOnly: 'Viewers can read the pipeline but not change it',
  assignOnlyMembers: 'Only current members of the organisation can be assigned',
  tooManyAssignees: 'Assign at most 30 people',
} as const;

/** The fund's pipeline on the deal-flow screen: the switch, the owner and assignees, the assign form. */
export const fundPipelineTexts = {
  switchLabel: 'Pipeline',
  myPipeline: 'My pipeline',
  owner: 'Owner',
  noOwner: 'No owner',
  assignees: 'Assigned',
  assign: 'Assign',
  assignFor: 'Assign people to {{name}}',
  assignTitle: 'Owner and assignees',
  assignSave: 'Save assignment',
  assigned: 'Assignment saved',
  assignFailed: 'Could not save the assignment',
  readOnly: 'You are a viewer of this organisation: you can read its pipeline but not change it.',
  mentionHint: 'Write @ and a member’s name to tell them about this note.',
  notesShared: 'Every member of the organisation reads these notes while they belong to it.',
  notMember: 'You are not a member of this organisation, so its pipeline is closed to you.',
  openMine: 'Open my pipeline',
} as const;

/** The notification a member receives when a note on a fund deal names them. */
export const dealMentionTexts = {
  title: '{{name}} mentioned you on {{startup}} ({{organisation}})',
} as const;

/** The spec's rule, in one place for the server's analytics and the browser's filtered view. */
export function conversionRate(closed: number, total: number): number {
  return total === 0 ? 0 : Math.round((closed / total) * 100);
}

/** Whether a deal's startup name or sector contains the search text, case-insensitive (the spec's Deal Flow screen). */
export function dealMatchesSearch(deal: { startup: { name: string; sector: string } }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return deal.startup.name.toLowerCase().includes(needle) || deal.startup.sector.toLowerCase().includes(needle);
}
