import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  addRaiseInvestorInputSchema,
  answerQuestionInputSchema,
  commitmentInputSchema,
  createRaiseInputSchema,
  moveRaiseInputSchema,
  raiseCommitmentParamsSchema,
  raiseInvestorParamsSchema,
  raiseParamsSchema,
  raiseQuestionParamsSchema,
  raiseSchema,
  raisesSchema,
  updateRaiseInputSchema,
  updateRaiseInvestorInputSchema,
} from './fundraising';
import { closeCommitmentsInputSchema } from './round-closing';
import { fundraisingRoutes } from './fundraising-routes';

/**
 * A startup's rounds being raised and the founder's private pipeline of investors for each (decision 0057). Only the
 * founder reaches them; anyone else is told the startup does not exist. Every change answers the whole round, board
 * and progress included, because a move changes the progress.
 */
export const fundraisingEndpoints = {
  list: endpoint({ ...fundraisingRoutes.list, operationId: 'raisesList', summary: "The startup's rounds being raised, newest first", tags: ['fundraising'], params: idParamsSchema, responses: { 200: raisesSchema } }),
  create: endpoint({ ...fundraisingRoutes.create, operationId: 'raisesCreate', summary: 'Start a round: its instrument, target, minimum and terms', tags: ['fundraising'], params: idParamsSchema, body: createRaiseInputSchema, responses: { 201: raiseSchema } }),
  get: endpoint({ ...fundraisingRoutes.get, operationId: 'raisesGet', summary: 'One round with its investor board and progress', tags: ['fundraising'], params: raiseParamsSchema, responses: { 200: raiseSchema } }),
  update: endpoint({ ...fundraisingRoutes.update, operationId: 'raisesUpdate', summary: "Change a round's name, instrument, amounts, target close or terms", tags: ['fundraising'], params: raiseParamsSchema, body: updateRaiseInputSchema, responses: { 200: raiseSchema } }),
  move: endpoint({ ...fundraisingRoutes.move, operationId: 'raisesMove', summary: "Move a round's status (draft, open, closing, closed, cancelled)", tags: ['fundraising'], params: raiseParamsSchema, body: moveRaiseInputSchema, responses: { 200: raiseSchema } }),
  addInvestor: endpoint({ ...fundraisingRoutes.addInvestor, operationId: 'raisesAddInvestor', summary: "Add an investor to the round's board (notifies nobody)", tags: ['fundraising'], params: raiseParamsSchema, body: addRaiseInvestorInputSchema, responses: { 201: raiseSchema } }),
  updateInvestor: endpoint({ ...fundraisingRoutes.updateInvestor, operationId: 'raisesUpdateInvestor', summary: "Move an investor on the board, or change the amount, next step or notes", tags: ['fundraising'], params: raiseInvestorParamsSchema, body: updateRaiseInvestorInputSchema, responses: { 200: raiseSchema } }),
  removeInvestor: endpoint({ ...fundraisingRoutes.removeInvestor, operationId: 'raisesRemoveInvestor', summary: 'Take an investor off the board', tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 204: z.null() } }),
  // The round room (decision 0058): who is invited, their questions, and the founder's side of their commitments.
  invite: endpoint({ ...fundraisingRoutes.invite, operationId: 'raisesInvite', summary: "Invite a board investor with a Baobab account to the round room (they are told)", tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 201: raiseSchema } }),
  revokeInvitation: endpoint({ ...fundraisingRoutes.revokeInvitation, operationId: 'raisesRevokeInvitation', summary: 'Revoke an investor\'s invitation: the room is gone for them at their next request', tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 200: raiseSchema } }),
  answerQuestion: endpoint({ ...fundraisingRoutes.answerQuestion, operationId: 'raisesAnswerQuestion', summary: "Answer an investor's question, for them alone or for every invited investor", tags: ['fundraising'], params: raiseQuestionParamsSchema, body: answerQuestionInputSchema, responses: { 200: raiseSchema } }),
  decideCommitment: endpoint({ ...fundraisingRoutes.decideCommitment, operationId: 'raisesDecideCommitment', summary: 'Accept, scale back or decline an investor\'s commitment', tags: ['fundraising'], params: raiseCommitmentParamsSchema, body: commitmentInputSchema, responses: { 200: raiseSchema } }),
  // Closing (decision 0059): money received for confirmed commitments writes the cap table and the investors' portfolios.
  close: endpoint({ ...fundraisingRoutes.close, operationId: 'raisesClose', summary: 'Mark the money of confirmed commitments received: each is written to the cap table and the investor\'s portfolio, once', tags: ['fundraising'], params: raiseParamsSchema, body: closeCommitmentsInputSchema, responses: { 200: raiseSchema } }),
};
