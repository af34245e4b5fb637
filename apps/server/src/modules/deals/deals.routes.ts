import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealsEndpoints as endpoints } from '@baobab/contracts/deals-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { sendEncodedJson } from '../../lib/encoded-body';
import { requireUser } from '../../plugins/auth';
import { getDealSummaryPdf } from './deal-summary.service';
import * as service from './deals.service';
import { getBoard, getBoardColumn, searchPipelineStartups } from './deal-board.service';
import * as tasks from './deal-tasks.service';
import { getTimeline } from './deal-timeline.service';
import { logMeeting } from './deal-meetings.service';
import * as committee from './deal-committee.service';
import { getPipelineStages, setPipelineStages } from './pipeline-stages.service';

/** Every route's method, path and schemas come from its contract in @baobab/contracts/deals-endpoints. */
export const dealsRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery }> = async (app, { db, caches, delivery }) => {
  app.route({
    ...fromContract(endpoints.list),
    handler: async (request, reply) => sendEncodedJson(request, reply, await service.listDealsAnswer({ db, caches }, await requireUser(request), request.query)),
  });

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => {
      const deal = await service.createDeal(db, await requireUser(request), request.body);
      return reply.status(201).send(deal);
    },
  });

  app.route({
    ...fromContract(endpoints.board),
    handler: async (request, reply) => sendEncodedJson(request, reply, await getBoard({ db, caches }, await requireUser(request), request.query)),
  });

  app.route({
    ...fromContract(endpoints.boardColumn),
    handler: async (request, reply) => sendEncodedJson(request, reply, await getBoardColumn({ db, caches }, await requireUser(request), request.params.stage, request.query)),
  });

  app.route({
    ...fromContract(endpoints.pipelineStartups),
    handler: async (request) => searchPipelineStartups(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.analytics),
    handler: async (request) => service.getAnalytics(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.pipelineStages),
    handler: async (request) => getPipelineStages(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.setPipelineStages),
    handler: async (request) => setPipelineStages(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.byStartup),
    handler: async (request) => ({ deal: await service.findDealForStartup(db, await requireUser(request), request.params.startupId) }),
  });

  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => service.updateDeal(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.assign),
    handler: async (request) => service.assignDeal(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.remove),
    handler: async (request, reply) => {
      await service.deleteDeal(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.notes),
    handler: async (request) => service.listNotes(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.addNote),
    handler: async (request, reply) => {
      const note = await service.addNote(db, await requireUser(request), request.params.id, request.body.body, delivery);
      return reply.status(201).send(note);
    },
  });

  app.route({
    ...fromContract(endpoints.tasks),
    handler: async (request) => tasks.listTasks(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.addTask),
    handler: async (request, reply) => {
      const task = await tasks.createTask(db, await requireUser(request), request.params.id, request.body, delivery);
      return reply.status(201).send(task);
    },
  });

  app.route({
    ...fromContract(endpoints.updateTask),
    handler: async (request) => tasks.updateTask(db, await requireUser(request), request.params.id, request.params.taskId, request.body, delivery),
  });

  app.route({
    ...fromContract(endpoints.removeTask),
    handler: async (request, reply) => {
      await tasks.deleteTask(db, await requireUser(request), request.params.id, request.params.taskId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.addMeeting),
    handler: async (request, reply) => reply.status(201).send(await logMeeting(db, await requireUser(request), request.params.id, request.body)),
  });

  app.route({
    ...fromContract(endpoints.timeline),
    handler: async (request) => getTimeline(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.committee),
    handler: async (request) => committee.getCommittee({ db, caches }, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.openCommittee),
    handler: async (request, reply) => reply.status(201).send(await committee.openCommittee({ db, caches }, await requireUser(request), request.params.id, delivery)),
  });

  app.route({
    ...fromContract(endpoints.committeeVote),
    handler: async (request) => committee.castVote({ db, caches }, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.committeeMemo),
    handler: async (request) => committee.saveMemo({ db, caches }, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.committeeDecision),
    handler: async (request) => committee.recordDecision({ db, caches }, await requireUser(request), request.params.id, request.body, delivery),
  });

  app.route({
    ...fromContract(endpoints.summaryPdf),
    handler: async (request, reply) => {
      const { filename, pdf } = await getDealSummaryPdf({ db, caches }, await requireUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
