import type { Db } from './db/client';
import type { Delivery } from './lib/delivery';
import { emailNotification, type NotificationEmailTask } from './modules/notifications/notifications.service';

export type TaskWorkerDependencies = { db: Db; delivery: Delivery };

/** Which module runs each kind of queued task (integrations/queue.ts); every instance runs them all. */
export function registerTaskWorkers({ db, delivery }: TaskWorkerDependencies): void {
  delivery.queue.work<NotificationEmailTask>('notification-email', (task) => emailNotification(db, delivery, task));
}
