import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './integrations/storage';
import type { Delivery } from './lib/delivery';
import { emailAdminInvitation, type AdminInvitationEmailTask } from './modules/admin/admin.service';
import { runDocumentAnalysis, type DocumentAnalysisTask, type DocumentTaskDeps } from './modules/insights/document-analysis-tasks.service';
import { sendNewDocumentNotices, type NotificationFanoutTask } from './modules/data-rooms/new-document-notices.service';
import { removeFilesPastRetention } from './modules/data-rooms/file-retention.service';
import { emailNotification, type NotificationEmailTask } from './modules/notifications/notifications.service';
import { emailUpdate, type UpdateEmailTask } from './modules/updates/update-email.service';
import { deliverUpdate, type UpdateDeliveryTask } from './modules/updates/update-sending.service';

export type TaskWorkerDependencies = {
  db: Db;
  delivery: Delivery;
  storage: FileStorage;
  config: Pick<Config, 'dataRoomFileRetentionDays' | 'documents'>;
  documentTasks: DocumentTaskDeps;
};

/** Deleted data-room files are looked for hourly: a file outlives its retention by an hour at most. */
const FILE_RETENTION_CHECK_SECONDS = 60 * 60;

/** Which module runs each kind of queued task (integrations/queue.ts); every instance runs them all. */
export function registerTaskWorkers({ db, delivery, storage, config, documentTasks }: TaskWorkerDependencies): void {
  const { queue } = delivery;
  queue.work<NotificationEmailTask>('notification-email', (task) => emailNotification(db, delivery, task));
  queue.work<NotificationFanoutTask>('notification-fanout', (task) => sendNewDocumentNotices(db, delivery, task));
  queue.work<UpdateDeliveryTask>('update-delivery', (task) => deliverUpdate(db, delivery, task));
  queue.work<UpdateEmailTask>('update-email', (task) => emailUpdate(db, delivery, task));
  queue.work<AdminInvitationEmailTask>('admin-invitation-email', (task) => emailAdminInvitation(db, delivery, task));
  queue.work('data-room-file-purge', async () => {
    await removeFilesPastRetention(db, storage, config.dataRoomFileRetentionDays);
  });
  queue.every('data-room-file-purge', FILE_RETENTION_CHECK_SECONDS);
  // As many documents at once as this instance has worker threads; the rest wait in the queue.
  queue.work<DocumentAnalysisTask>('document-analysis', (task) => runDocumentAnalysis(documentTasks, task), { concurrency: config.documents.workers });
}
