import type { LiveEvent } from '@baobab/contracts/messaging';
import { messagingRoutes } from '@baobab/contracts/messaging-routes';
import { endpointUrl } from './call-endpoint';

type Listener = { onEvent(event: LiveEvent): void; onReconnect?(): void };

/**
 * One Server-Sent Events connection per tab (GET /api/messages/stream), shared by every screen
 * that wants live updates and closed when the last one unsubscribes. The browser reconnects by
 * itself and sends Last-Event-ID, so the server replays missed messages; listeners also get
 * onReconnect to refetch what the replay does not cover (notifications, read state).
 */
const listeners = new Set<Listener>();
let source: EventSource | null = null;

function open() {
  let hasOpened = false;
  source = new EventSource(endpointUrl(messagingRoutes.stream), { withCredentials: true });
  source.onopen = () => {
    if (hasOpened) listeners.forEach((l) => l.onReconnect?.());
    hasOpened = true;
  };
  source.onmessage = (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as LiveEvent;
    listeners.forEach((l) => l.onEvent(event));
  };
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!source) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}
