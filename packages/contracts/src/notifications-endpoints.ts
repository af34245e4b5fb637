import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { unreadCountSchema } from './messaging';
import {
  listNotificationsQuerySchema,
  markReadInputSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  updatePreferencesInputSchema,
} from './notifications';
import { notificationsRoutes } from './notifications-routes';

/** The error bodies every signed-in notifications route documents (validation, sign-in). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/**
 * The bell's and the notifications page's API: the server registers these routes and the web app calls them
 * (decision 0018). The e-mail unsubscribe routes are not here: they answer an HTML page or a redirect to a
 * browser and take form bodies from mail providers, and the web app never calls them.
 */
export const notificationsEndpoints = {
  list: endpoint({
    ...notificationsRoutes.list,
    operationId: 'notificationsList', summary: 'Your notifications, newest first', tags: ['notifications'],
    query: listNotificationsQuerySchema,
    responses: { 200: notificationPageSchema, ...errors },
  }),
  unreadCount: endpoint({ ...notificationsRoutes.unreadCount, operationId: 'notificationsCountUnread', summary: 'Unread notifications', tags: ['notifications'], responses: { 200: unreadCountSchema, ...errors } }),
  markRead: endpoint({ ...notificationsRoutes.markRead, operationId: 'notificationsMarkRead', summary: 'Mark notifications read', tags: ['notifications'], body: markReadInputSchema, responses: { 204: z.null(), ...errors } }),
  preferences: endpoint({
    ...notificationsRoutes.preferences,
    operationId: 'notificationsGetPreferences', summary: 'Your e-mail preferences per kind: on or off, and at once or as a daily or weekly digest', tags: ['notifications'],
    responses: { 200: notificationPreferencesSchema, ...errors },
  }),
  updatePreferences: endpoint({
    ...notificationsRoutes.updatePreferences,
    operationId: 'notificationsUpdatePreferences', summary: 'Change your e-mail preferences (a kind without frequency keeps its own)', tags: ['notifications'],
    body: updatePreferencesInputSchema,
    responses: { 200: notificationPreferencesSchema, ...errors },
  }),
};
