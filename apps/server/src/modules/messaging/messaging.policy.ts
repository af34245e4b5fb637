import { messagingMessages } from '@baobab/contracts/messaging';
import { forbidden } from '../../lib/errors';

/**
 * Who may message whom: the two people of a connection, and only once it is accepted (the
 * network module answers 404 to anyone else). A pending or declined request is a 403 with a
 * message that says why, because both people already know the request exists.
 */
export const messagingPolicy = {
  requireAccepted(status: string) {
    if (status !== 'accepted') throw forbidden(messagingMessages.notAccepted);
  },
};
