import { endpoint } from './endpoint';
import { scenarioParamsSchema } from './financial-tools-scenarios';
import { roundDocumentQuerySchema } from './round-documents';
import { roundDocumentsRoutes } from './round-documents-routes';

/**
 * The documents a founder sends for a modelled round (decision 0048): a saved cap-table scenario's
 * term-sheet summary and pro-forma cap table, as PDF or Excel, in the company's currency and the
 * reader's language. Whoever may read the scenario may download them; the body is the file.
 */
export const roundDocumentsEndpoints = {
  termSheet: endpoint({
    ...roundDocumentsRoutes.termSheet,
    operationId: 'financialToolsScenarioTermSheet',
    summary: "Download a scenario's round as a term-sheet summary (PDF or Excel)",
    tags: ['financial-tools'],
    params: scenarioParamsSchema,
    query: roundDocumentQuerySchema,
    responses: {},
  }),
  proForma: endpoint({
    ...roundDocumentsRoutes.proForma,
    operationId: 'financialToolsScenarioProForma',
    summary: "Download a scenario's pro-forma cap table, before and after its round (PDF or Excel)",
    tags: ['financial-tools'],
    params: scenarioParamsSchema,
    query: roundDocumentQuerySchema,
    responses: {},
  }),
};
