import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  defineMetricInputSchema,
  importMetricsInputSchema,
  importMetricsResultSchema,
  metricParamsSchema,
  metricSchema,
  metricsViewSchema,
  recordMetricValuesInputSchema,
  updateMetricInputSchema,
} from './metrics';
import { metricsRoutes } from './metrics-routes';

/**
 * A startup's company metrics: only its founder (the startup's owner) reads or changes them;
 * anyone else gets 404, as for a missing startup. Others see figures only inside an update sent to them.
 * The server registers these routes and the web app calls them (decision 0018).
 */
export const metricsEndpoints = {
  list: endpoint({ ...metricsRoutes.list, operationId: 'metricsList', summary: "The startup's metrics with their monthly series, burn and runway", tags: ['metrics'], params: idParamsSchema, responses: { 200: metricsViewSchema } }),
  define: endpoint({ ...metricsRoutes.define, operationId: 'metricsDefine', summary: 'Define a standard or custom metric', tags: ['metrics'], params: idParamsSchema, body: defineMetricInputSchema, responses: { 201: metricSchema } }),
  update: endpoint({ ...metricsRoutes.update, operationId: 'metricsUpdate', summary: 'Rename a metric or change its unit or currency', tags: ['metrics'], params: metricParamsSchema, body: updateMetricInputSchema, responses: { 200: metricSchema } }),
  remove: endpoint({ ...metricsRoutes.remove, operationId: 'metricsDelete', summary: 'Delete a metric and its values', tags: ['metrics'], params: metricParamsSchema, responses: { 204: z.null() } }),
  /** Months of any of the startup's metrics, saved together (one transaction): the monthly entry table's one save. */
  recordValues: endpoint({ ...metricsRoutes.recordValues, operationId: 'metricsRecordValues', summary: 'Save monthly values of metrics (null deletes a month)', tags: ['metrics'], params: idParamsSchema, body: recordMetricValuesInputSchema, responses: { 200: metricsViewSchema } }),
  import: endpoint({ ...metricsRoutes.import, operationId: 'metricsImportCsv', summary: 'Preview or save a CSV of month,metric,value rows', tags: ['metrics'], params: idParamsSchema, body: importMetricsInputSchema, responses: { 200: importMetricsResultSchema } }),
};
