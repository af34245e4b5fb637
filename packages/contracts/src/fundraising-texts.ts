// The raise's strings, enumerations and limits, zod-free so the fundraising screen reads them without the schemas.

/** How the round is sold: the instruments the cap table models (decision 0051), a SAFE in either form. */
export const raiseInstruments = ['post-money-safe', 'pre-money-safe', 'note', 'priced'] as const;
export type RaiseInstrument = (typeof raiseInstruments)[number];

/** A round's life: drafted, open to investors, closing (documents out), closed, or cancelled. */
export const raiseStatuses = ['draft', 'open', 'closing', 'closed', 'cancelled'] as const;
export type RaiseStatus = (typeof raiseStatuses)[number];

/** The only moves a round's status may make; closed and cancelled are final. */
export const raiseTransitions = {
  draft: ['open', 'cancelled'],
  open: ['closing', 'cancelled'],
  closing: ['open', 'closed', 'cancelled'],
  closed: [],
  cancelled: [],
} as const satisfies Record<RaiseStatus, readonly RaiseStatus[]>;

export const canMoveRaise = (from: RaiseStatus, to: RaiseStatus): boolean => (raiseTransitions[from] as readonly RaiseStatus[]).includes(to);

/** Where an investor is in the founder's pipeline for this round, in the order a raise moves them. */
export const pipelineStages = ['target', 'contacted', 'meeting', 'due-diligence', 'soft-circled', 'committed', 'signed', 'funded', 'passed'] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** Stages at which an investor has named an amount: the amount is required there. */
export const stagesWithAmount = ['soft-circled', 'committed', 'signed', 'funded'] as const satisfies readonly PipelineStage[];
export const hasAmountStage = (stage: PipelineStage): boolean => (stagesWithAmount as readonly PipelineStage[]).includes(stage);

/** Stages after which a next step can no longer be late: the money is in, or the investor said no. */
export const finishedStages = ['funded', 'passed'] as const satisfies readonly PipelineStage[];

export const raiseLimits = { raisesPerStartup: 20, investorsPerRaise: 300, nameMax: 80, nextStepMax: 200, notesMax: 5000, investorNameMax: 120 } as const;

/** Labels, as catalog keys (fundraising namespace for the screen; messages namespace when the server names them). */
export const raiseInstrumentLabels = {
  'post-money-safe': 'Post-money SAFE',
  'pre-money-safe': 'Pre-money SAFE',
  note: 'Convertible note',
  priced: 'Priced equity',
} as const satisfies Record<RaiseInstrument, string>;

export const raiseStatusLabels = { draft: 'Draft', open: 'Open', closing: 'Closing', closed: 'Closed', cancelled: 'Cancelled' } as const satisfies Record<RaiseStatus, string>;

/** Sentence case, as the founder's pipeline reads; 'Due diligence' is the deal board's 'Due Diligence' stage seen from the founder's side, one French and Arabic word for both (enum-labels.test.ts). */
export const pipelineStageLabels = {
  target: 'Target',
  contacted: 'Contacted',
  meeting: 'Meeting',
  'due-diligence': 'Due diligence',
  'soft-circled': 'Soft-circled',
  committed: 'Committed',
  signed: 'Signed',
  funded: 'Funded',
  passed: 'Passed',
} as const satisfies Record<PipelineStage, string>;

/** Every message of the raise; each refusal of a field travels with its path, so the screen shows it under that field. French in i18n/fr/messages/fundraising.ts. */
export const raiseMessages = {
  nameRequired: 'Give the round a name',
  nameTooLong: 'Keep the round name under 80 characters',
  instrument: 'Instrument must be a post-money SAFE, a pre-money SAFE, a convertible note or priced equity',
  targetAmount: 'Enter the amount you are raising, like 500,000',
  targetPositive: 'The target must be more than zero',
  minimumAmount: 'Enter the smallest amount you would close on, like 250,000',
  minimumAboveTarget: 'The minimum cannot be more than the target',
  targetCloseOn: 'Target close must be a real calendar date like 2026-06-30',
  nextStepOn: 'The next step date must be a real calendar date like 2026-06-30',
  termsBoth: 'Link a modelled round or model a new one, not both',
  termsNotFound: 'No modelled round of this company has this id',
  termsLinked: 'Another round of this company already uses these terms',
  termsKind: 'These terms are not a {{instrument}}: choose terms of the same instrument',
  tooMany: 'A company can have at most 20 rounds; cancel or remove one first',
  finished: 'This round is closed or cancelled: it can no longer change',
  transition: 'A round that is {{from}} cannot become {{to}}',
  status: 'Status must be draft, open, closing, closed or cancelled',
  investorOrEmail: 'Choose an investor from the directory or enter an e-mail address, not both',
  investorRequired: 'Choose an investor from the directory or enter an e-mail address',
  investorNotFound: 'No investor in the directory has this id',
  email: 'Enter a valid e-mail address, like ama@fund.com',
  investorName: 'Give the name of the person you are adding',
  investorNameTooLong: 'Keep the name under 120 characters',
  alreadyOnBoard: 'This investor is already on the board of this round',
  tooManyInvestors: 'A round can follow at most 300 investors',
  stage: 'Stage must be one of target, contacted, meeting, due-diligence, soft-circled, committed, signed, funded or passed',
  amountForStage: 'Enter the amount this investor soft-circled or committed',
  amount: 'Enter an amount like 25,000',
  amountPositive: 'The amount must be more than zero',
  nextStepTooLong: 'Keep the next step under 200 characters',
  notesTooLong: 'Keep the notes under 5,000 characters',
} as const;
