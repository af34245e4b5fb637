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

/**
 * A startup's rounds being raised and the founder's private pipeline of investors for each (decision 0057). Only the
 * founder reaches them; anyone else is told the startup does not exist. Every change answers the whole round, board
 * and progress included, because a move changes the progress.
 */
export const fundraisingEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/startups/:id/raises', operationId: 'raisesList', summary: "The startup's rounds being raised, newest first", tags: ['fundraising'], params: idParamsSchema, responses: { 200: raisesSchema } }),
  create: endpoint({ method: 'POST', path: '/api/startups/:id/raises', operationId: 'raisesCreate', summary: 'Start a round: its instrument, target, minimum and terms', tags: ['fundraising'], params: idParamsSchema, body: createRaiseInputSchema, responses: { 201: raiseSchema } }),
  get: endpoint({ method: 'GET', path: '/api/startups/:id/raises/:raiseId', operationId: 'raisesGet', summary: 'One round with its investor board and progress', tags: ['fundraising'], params: raiseParamsSchema, responses: { 200: raiseSchema } }),
  update: endpoint({ method: 'PATCH', path: '/api/startups/:id/raises/:raiseId', operationId: 'raisesUpdate', summary: "Change a round's name, instrument, amounts, target close or terms", tags: ['fundraising'], params: raiseParamsSchema, body: updateRaiseInputSchema, responses: { 200: raiseSchema } }),
  move: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/status', operationId: 'raisesMove', summary: "Move a round's status (draft, open, closing, closed, cancelled)", tags: ['fundraising'], params: raiseParamsSchema, body: moveRaiseInputSchema, responses: { 200: raiseSchema } }),
  addInvestor: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/investors', operationId: 'raisesAddInvestor', summary: "Add an investor to the round's board (notifies nobody)", tags: ['fundraising'], params: raiseParamsSchema, body: addRaiseInvestorInputSchema, responses: { 201: raiseSchema } }),
  updateInvestor: endpoint({ method: 'PATCH', path: '/api/startups/:id/raises/:raiseId/investors/:entryId', operationId: 'raisesUpdateInvestor', summary: "Move an investor on the board, or change the amount, next step or notes", tags: ['fundraising'], params: raiseInvestorParamsSchema, body: updateRaiseInvestorInputSchema, responses: { 200: raiseSchema } }),
  removeInvestor: endpoint({ method: 'DELETE', path: '/api/startups/:id/raises/:raiseId/investors/:entryId', operationId: 'raisesRemoveInvestor', summary: 'Take an investor off the board', tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 204: z.null() } }),
  // The round room (decision 0058): who is invited, their questions, and the founder's side of their commitments.
  invite: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/investors/:entryId/invitation', operationId: 'raisesInvite', summary: "Invite a board investor with a Baobab account to the round room (they are told)", tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 201: raiseSchema } }),
  revokeInvitation: endpoint({ method: 'DELETE', path: '/api/startups/:id/raises/:raiseId/investors/:entryId/invitation', operationId: 'raisesRevokeInvitation', summary: 'Revoke an investor\'s invitation: the room is gone for them at their next request', tags: ['fundraising'], params: raiseInvestorParamsSchema, responses: { 200: raiseSchema } }),
  answerQuestion: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/questions/:questionId/answer', operationId: 'raisesAnswerQuestion', summary: "Answer an investor's question, for them alone or for every invited investor", tags: ['fundraising'], params: raiseQuestionParamsSchema, body: answerQuestionInputSchema, responses: { 200: raiseSchema } }),
  decideCommitment: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/commitments/:commitmentId', operationId: 'raisesDecideCommitment', summary: 'Accept, scale back or decline an investor\'s commitment', tags: ['fundraising'], params: raiseCommitmentParamsSchema, body: commitmentInputSchema, responses: { 200: raiseSchema } }),
  // Closing (decision 0059): money received for confirmed commitments writes the cap table and the investors' portfolios.
  close: endpoint({ method: 'POST', path: '/api/startups/:id/raises/:raiseId/close', operationId: 'raisesClose', summary: 'Mark the money of confirmed commitments received: each is written to the cap table and the investor\'s portfolio, once', tags: ['fundraising'], params: raiseParamsSchema, body: closeCommitmentsInputSchema, responses: { 200: raiseSchema } }),
};
