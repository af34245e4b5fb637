import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { capTableRoundsSchema, roundInputSchema, roundParamsSchema } from './cap-table-rounds';
import { capTableRoundsRoutes } from './cap-table-rounds-routes';

/**
 * Rounds as a dated sequence on the share ledger: readers of the cap table list them with what each does, the
 * founder adds, edits, deletes and closes them. Every answer that changes the sequence is the whole sequence,
 * because a change to one round changes the rounds after it.
 */
export const capTableRoundsEndpoints = {
  rounds: endpoint({ ...capTableRoundsRoutes.rounds, operationId: 'capTableRoundsList', summary: "The startup's rounds in date order, each with what it converts and issues", tags: ['financial-tools'], params: idParamsSchema, responses: { 200: capTableRoundsSchema } }),
  addRound: endpoint({ ...capTableRoundsRoutes.addRound, operationId: 'capTableRoundsAdd', summary: 'Model a round (a SAFE, a note or a priced round)', tags: ['financial-tools'], params: idParamsSchema, body: roundInputSchema, responses: { 201: capTableRoundsSchema } }),
  updateRound: endpoint({ ...capTableRoundsRoutes.updateRound, operationId: 'capTableRoundsUpdate', summary: 'Change a modelled round', tags: ['financial-tools'], params: roundParamsSchema, body: roundInputSchema, responses: { 200: capTableRoundsSchema } }),
  deleteRound: endpoint({ ...capTableRoundsRoutes.deleteRound, operationId: 'capTableRoundsDelete', summary: 'Delete a modelled round', tags: ['financial-tools'], params: roundParamsSchema, responses: { 204: z.null() } }),
  closeRound: endpoint({ ...capTableRoundsRoutes.closeRound, operationId: 'capTableRoundsClose', summary: "Close a round: write its issuances, conversions and anti-dilution shares to the share ledger", tags: ['financial-tools'], params: roundParamsSchema, responses: { 200: capTableRoundsSchema } }),
};
