import { z } from 'zod';
import { idParamsSchema } from './common';
import {
  assignDealInputSchema,
  createDealInputSchema,
  createDealNoteInputSchema,
  dealAnalyticsSchema,
  dealBoardQuerySchema,
  dealBoardSchema,
  dealColumnParamsSchema,
  dealColumnQuerySchema,
  dealColumnSchema,
  pipelineStartupsQuerySchema,
  pipelineStartupsSchema,
  dealNoteSchema,
  dealNotesSchema,
  dealSchema,
  dealsQuerySchema,
  dealsSchema,
  pipelineQuerySchema,
  updateDealInputSchema,
} from './deals';
import { createDealMeetingInputSchema, createDealTaskInputSchema, dealMeetingSchema, dealTaskParamsSchema, dealTaskSchema, dealTasksSchema, dealTimelineSchema, updateDealTaskInputSchema } from './deal-tasks';
import { castCommitteeVoteInputSchema, committeeAnswerSchema, recordCommitteeDecisionInputSchema, saveCommitteeMemoInputSchema } from './deal-committee';
import { endpoint } from './endpoint';
import { organisationParamsSchema } from './organisations';
import { pipelineStagesInputSchema, pipelineStagesSchema } from './pipeline-stages';
import { startupIdParamsSchema } from './portfolio';
import { dealsRoutes } from './deals-routes';

/** The deal-flow API: the server registers these routes and the web app calls them (decision 0018). */
export const dealsEndpoints = {
  list: endpoint({ ...dealsRoutes.list, operationId: 'dealsList', summary: 'Your deal-flow pipeline', tags: ['deals'], query: dealsQuerySchema, responses: { 200: dealsSchema } }),
  create: endpoint({ ...dealsRoutes.create, operationId: 'dealsCreate', summary: 'Add a startup to the pipeline', tags: ['deals'], body: createDealInputSchema, responses: { 201: dealSchema } }),
  board: endpoint({ ...dealsRoutes.board, operationId: 'dealsGetBoard', summary: "Each stage's count and first page of cards", tags: ['deals'], preloads: [{ route: '/portfolio/deal-flow', for: 'signedIn' }], query: dealBoardQuerySchema, responses: { 200: dealBoardSchema } }),
  boardColumn: endpoint({ ...dealsRoutes.boardColumn, operationId: 'dealsGetBoardColumn', summary: "One stage's count and a page of its cards", tags: ['deals'], params: dealColumnParamsSchema, query: dealColumnQuerySchema, responses: { 200: dealColumnSchema } }),
  pipelineStartups: endpoint({ ...dealsRoutes.pipelineStartups, operationId: 'dealsListPipelineStartups', summary: "A pipeline's companies by name, searched (for pickers)", tags: ['deals'], query: pipelineStartupsQuerySchema, responses: { 200: pipelineStartupsSchema } }),
  analytics: endpoint({ ...dealsRoutes.analytics, operationId: 'dealsGetAnalytics', summary: 'Pipeline analytics', tags: ['deals'], query: pipelineQuerySchema, responses: { 200: dealAnalyticsSchema } }),
  byStartup: endpoint({
    ...dealsRoutes.byStartup,
    operationId: 'dealsGetByStartup', summary: 'Your deal for a startup', tags: ['deals'],
    params: startupIdParamsSchema,
    responses: { 200: z.object({ deal: dealSchema.nullable() }) },
  }),
  update: endpoint({
    ...dealsRoutes.update,
    operationId: 'dealsUpdate', summary: 'Update a deal or move its stage', tags: ['deals'],
    params: idParamsSchema,
    body: updateDealInputSchema,
    responses: { 200: dealSchema },
  }),
  assign: endpoint({
    ...dealsRoutes.assign,
    operationId: 'dealsAssign', summary: "Set a fund deal's owner and assignees", tags: ['deals'],
    params: idParamsSchema,
    body: assignDealInputSchema,
    responses: { 200: dealSchema },
  }),
  /** A fund's own stages (decision 0068): every member reads them, admins change them. */
  pipelineStages: endpoint({ ...dealsRoutes.pipelineStages, operationId: 'dealsGetPipelineStages', summary: "The fund's pipeline stages: which it uses and its names for them", tags: ['deals'], params: organisationParamsSchema, responses: { 200: pipelineStagesSchema } }),
  setPipelineStages: endpoint({
    ...dealsRoutes.setPipelineStages,
    operationId: 'dealsSetPipelineStages', summary: "Choose the fund's stages and name them (admins); a stage holding deals stays in use", tags: ['deals'],
    params: organisationParamsSchema,
    body: pipelineStagesInputSchema,
    responses: { 200: pipelineStagesSchema },
  }),
  remove: endpoint({ ...dealsRoutes.remove, operationId: 'dealsDelete', summary: 'Remove a deal', tags: ['deals'], params: idParamsSchema, responses: { 204: z.null() } }),
  notes: endpoint({ ...dealsRoutes.notes, operationId: 'dealsListNotes', summary: "A deal's notes", tags: ['deals'], params: idParamsSchema, responses: { 200: dealNotesSchema } }),
  addNote: endpoint({
    ...dealsRoutes.addNote,
    operationId: 'dealsCreateNote', summary: 'Add a note to a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealNoteInputSchema,
    responses: { 201: dealNoteSchema },
  }),
  tasks: endpoint({ ...dealsRoutes.tasks, operationId: 'dealsListTasks', summary: "A deal's tasks", tags: ['deals'], params: idParamsSchema, responses: { 200: dealTasksSchema } }),
  addTask: endpoint({
    ...dealsRoutes.addTask,
    operationId: 'dealsCreateTask', summary: 'Add a task to a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealTaskInputSchema,
    responses: { 201: dealTaskSchema },
  }),
  updateTask: endpoint({
    ...dealsRoutes.updateTask,
    operationId: 'dealsUpdateTask', summary: 'Edit, complete or reopen a task', tags: ['deals'],
    params: dealTaskParamsSchema,
    body: updateDealTaskInputSchema,
    responses: { 200: dealTaskSchema },
  }),
  removeTask: endpoint({ ...dealsRoutes.removeTask, operationId: 'dealsDeleteTask', summary: 'Delete a task', tags: ['deals'], params: dealTaskParamsSchema, responses: { 204: z.null() } }),
  committee: endpoint({ ...dealsRoutes.committee, operationId: 'dealsGetCommittee', summary: "A deal's investment committee: votes, tally, memo", tags: ['deals'], params: idParamsSchema, responses: { 200: committeeAnswerSchema } }),
  openCommittee: endpoint({ ...dealsRoutes.openCommittee, operationId: 'dealsOpenCommittee', summary: 'Put a deal to the investment committee', tags: ['deals'], params: idParamsSchema, responses: { 201: committeeAnswerSchema } }),
  committeeVote: endpoint({
    ...dealsRoutes.committeeVote,
    operationId: 'dealsCastCommitteeVote', summary: "Cast or change the caller's committee scores and vote", tags: ['deals'],
    params: idParamsSchema,
    body: castCommitteeVoteInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  committeeMemo: endpoint({
    ...dealsRoutes.committeeMemo,
    operationId: 'dealsSaveCommitteeMemo', summary: "Save the committee memo over the version edited (409 if it moved)", tags: ['deals'],
    params: idParamsSchema,
    body: saveCommitteeMemoInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  committeeDecision: endpoint({
    ...dealsRoutes.committeeDecision,
    operationId: 'dealsRecordCommitteeDecision', summary: "Record the committee's decision (an admin, once the quorum has voted)", tags: ['deals'],
    params: idParamsSchema,
    body: recordCommitteeDecisionInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  addMeeting: endpoint({
    ...dealsRoutes.addMeeting,
    operationId: 'dealsLogMeeting', summary: 'Log a meeting held on a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealMeetingInputSchema,
    responses: { 201: dealMeetingSchema },
  }),
  timeline: endpoint({ ...dealsRoutes.timeline, operationId: 'dealsGetTimeline', summary: "A deal's activity, newest first", tags: ['deals'], params: idParamsSchema, responses: { 200: dealTimelineSchema } }),
  /** A PDF download, opened as a link rather than fetched as JSON. */
  summaryPdf: endpoint({ ...dealsRoutes.summaryPdf, operationId: 'dealsGetSummaryPdf', summary: 'PDF deal summary of a startup', tags: ['deals'], params: idParamsSchema, responses: {} }),
};
