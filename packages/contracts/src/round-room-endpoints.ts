import { endpoint } from './endpoint';
import { commitmentInputSchema } from './fundraising';
import { askQuestionInputSchema, proFormaQuerySchema, proFormaSchema, roomParamsSchema, roundRoomSchema, roundRoomsSchema } from './round-room';
import { roundRoomRoutes } from './round-room-routes';

/**
 * The round room, an invited investor's side of a raise (decision 0058). Every route reads the invitation afresh: anyone
 * not invited now (never invited, revoked, the founder, an admin) is told the round does not exist.
 */
export const roundRoomEndpoints = {
  list: endpoint({ ...roundRoomRoutes.list, operationId: 'roundRoomsList', summary: 'The rounds the caller is invited to, newest invitation first', tags: ['round-rooms'], responses: { 200: roundRoomsSchema } }),
  get: endpoint({ ...roundRoomRoutes.get, operationId: 'roundRoomsGet', summary: 'One round room: terms, lead and committed total when shown, materials, questions and the caller\'s commitment', tags: ['round-rooms'], params: roomParamsSchema, responses: { 200: roundRoomSchema } }),
  proForma: endpoint({ ...roundRoomRoutes.proForma, operationId: 'roundRoomsProForma', summary: 'Shares and fully diluted ownership a cheque would buy on the round\'s terms', tags: ['round-rooms'], params: roomParamsSchema, query: proFormaQuerySchema, responses: { 200: proFormaSchema } }),
  ask: endpoint({ ...roundRoomRoutes.ask, operationId: 'roundRoomsAsk', summary: 'Ask the founder a question', tags: ['round-rooms'], params: roomParamsSchema, body: askQuestionInputSchema, responses: { 201: roundRoomSchema } }),
  act: endpoint({ ...roundRoomRoutes.act, operationId: 'roundRoomsAct', summary: 'Soft-circle, commit, pass, withdraw or confirm (sign) the caller\'s commitment', tags: ['round-rooms'], params: roomParamsSchema, body: commitmentInputSchema, responses: { 200: roundRoomSchema } }),
};
