import { endpoint } from './endpoint';
import { preferencesSchema, updatePreferencesInputSchema } from './preferences';
import { preferencesRoutes } from './preferences-routes';

/** The signed-in person's language and display currency (the server's preferences module, decision 0018). */
export const preferencesEndpoints = {
  updatePreferences: endpoint({ ...preferencesRoutes.updatePreferences, operationId: 'preferencesUpdate', summary: 'Remember your language and the currency amounts are also shown in', tags: ['preferences'], body: updatePreferencesInputSchema, responses: { 200: preferencesSchema } }),
};
