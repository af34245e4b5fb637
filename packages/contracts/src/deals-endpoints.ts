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

/** The deal-flow API: the server registers these routes and the web app calls them (decision 0018). */
export const dealsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow', operationId: 'dealsList', summary: 'Your deal-flow pipeline', tags: ['deals'], query: dealsQuerySchema, responses: { 200: dealsSchema } }),
  create: endpoint({ method: 'POST', path: '/api/portfolio/deal-flow', operationId: 'dealsCreate', summary: 'Add a startup to the pipeline', tags: ['deals'], body: createDealInputSchema, responses: { 201: dealSchema } }),
  board: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/board', operationId: 'dealsGetBoard', summary: "Each stage's count and first page of cards", tags: ['deals'], preloads: [{ route: '/portfolio/deal-flow', for: 'signedIn' }], query: dealBoardQuerySchema, responses: { 200: dealBoardSchema } }),
  boardColumn: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/board/:stage', operationId: 'dealsGetBoardColumn', summary: "One stage's count and a page of its cards", tags: ['deals'], params: dealColumnParamsSchema, query: dealColumnQuerySchema, responses: { 200: dealColumnSchema } }),
  pipelineStartups: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/startups', operationId: 'dealsListPipelineStartups', summary: "A pipeline's companies by name, searched (for pickers)", tags: ['deals'], query: pipelineStartupsQuerySchema, responses: { 200: pipelineStartupsSchema } }),
  analytics: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/analytics', operationId: 'dealsGetAnalytics', summary: 'Pipeline analytics', tags: ['deals'], query: pipelineQuerySchema, responses: { 200: dealAnalyticsSchema } }),
  byStartup: endpoint({
    method: 'GET',
    path: '/api/portfolio/deal-flow/by-startup/:startupId',
    operationId: 'dealsGetByStartup', summary: 'Your deal for a startup', tags: ['deals'],
    params: startupIdParamsSchema,
    responses: { 200: z.object({ deal: dealSchema.nullable() }) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id',
    operationId: 'dealsUpdate', summary: 'Update a deal or move its stage', tags: ['deals'],
    params: idParamsSchema,
    body: updateDealInputSchema,
    responses: { 200: dealSchema },
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id/assignees',
    operationId: 'dealsAssign', summary: "Set a fund deal's owner and assignees", tags: ['deals'],
    params: idParamsSchema,
    body: assignDealInputSchema,
    responses: { 200: dealSchema },
  }),
  /** A fund's own stages (decision 0068): every member reads them, admins change them. */
  pipelineStages: endpoint({ method: 'GET', path: '/api/organisations/:id/pipeline-stages', operationId: 'dealsGetPipelineStages', summary: "The fund's pipeline stages: which it uses and its names for them", tags: ['deals'], params: organisationParamsSchema, responses: { 200: pipelineStagesSchema } }),
  setPipelineStages: endpoint({
    method: 'PUT',
    path: '/api/organisations/:id/pipeline-stages',
    operationId: 'dealsSetPipelineStages', summary: "Choose the fund's stages and name them (admins); a stage holding deals stays in use", tags: ['deals'],
    params: organisationParamsSchema,
    body: pipelineStagesInputSchema,
    responses: { 200: pipelineStagesSchema },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/portfolio/deal-flow/:id', operationId: 'dealsDelete', summary: 'Remove a deal', tags: ['deals'], params: idParamsSchema, responses: { 204: z.null() } }),
  notes: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/:id/notes', operationId: 'dealsListNotes', summary: "A deal's notes", tags: ['deals'], params: idParamsSchema, responses: { 200: dealNotesSchema } }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/portfolio/deal-flow/:id/notes',
    operationId: 'dealsCreateNote', summary: 'Add a note to a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealNoteInputSchema,
    responses: { 201: dealNoteSchema },
  }),
  tasks: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/:id/tasks', operationId: 'dealsListTasks', summary: "A deal's tasks", tags: ['deals'], params: idParamsSchema, responses: { 200: dealTasksSchema } }),
  addTask: endpoint({
    method: 'POST',
    path: '/api/portfolio/deal-flow/:id/tasks',
    operationId: 'dealsCreateTask', summary: 'Add a task to a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealTaskInputSchema,
    responses: { 201: dealTaskSchema },
  }),
  updateTask: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id/tasks/:taskId',
    operationId: 'dealsUpdateTask', summary: 'Edit, complete or reopen a task', tags: ['deals'],
    params: dealTaskParamsSchema,
    body: updateDealTaskInputSchema,
    responses: { 200: dealTaskSchema },
  }),
  removeTask: endpoint({ method: 'DELETE', path: '/api/portfolio/deal-flow/:id/tasks/:taskId', operationId: 'dealsDeleteTask', summary: 'Delete a task', tags: ['deals'], params: dealTaskParamsSchema, responses: { 204: z.null() } }),
  committee: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/:id/committee', operationId: 'dealsGetCommittee', summary: "A deal's investment committee: votes, tally, memo", tags: ['deals'], params: idParamsSchema, responses: { 200: committeeAnswerSchema } }),
  openCommittee: endpoint({ method: 'POST', path: '/api/portfolio/deal-flow/:id/committee', operationId: 'dealsOpenCommittee', summary: 'Put a deal to the investment committee', tags: ['deals'], params: idParamsSchema, responses: { 201: committeeAnswerSchema } }),
  committeeVote: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id/committee/vote',
    operationId: 'dealsCastCommitteeVote', summary: "Cast or change the caller's committee scores and vote", tags: ['deals'],
    params: idParamsSchema,
    body: castCommitteeVoteInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  committeeMemo: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id/committee/memo',
    operationId: 'dealsSaveCommitteeMemo', summary: "Save the committee memo over the version edited (409 if it moved)", tags: ['deals'],
    params: idParamsSchema,
    body: saveCommitteeMemoInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  committeeDecision: endpoint({
    method: 'POST',
    path: '/api/portfolio/deal-flow/:id/committee/decision',
    operationId: 'dealsRecordCommitteeDecision', summary: "Record the committee's decision (an admin, once the quorum has voted)", tags: ['deals'],
    params: idParamsSchema,
    body: recordCommitteeDecisionInputSchema,
    responses: { 200: committeeAnswerSchema },
  }),
  addMeeting: endpoint({
    method: 'POST',
    path: '/api/portfolio/deal-flow/:id/meetings',
    operationId: 'dealsLogMeeting', summary: 'Log a meeting held on a deal', tags: ['deals'],
    params: idParamsSchema,
    body: createDealMeetingInputSchema,
    responses: { 201: dealMeetingSchema },
  }),
  timeline: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/:id/timeline', operationId: 'dealsGetTimeline', summary: "A deal's activity, newest first", tags: ['deals'], params: idParamsSchema, responses: { 200: dealTimelineSchema } }),
  /** A PDF download, opened as a link rather than fetched as JSON. */
  summaryPdf: endpoint({ method: 'GET', path: '/api/startups/:id/deal-summary.pdf', operationId: 'dealsGetSummaryPdf', summary: 'PDF deal summary of a startup', tags: ['deals'], params: idParamsSchema, responses: {} }),
};
