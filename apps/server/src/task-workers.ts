import type { Config } from './config';
import type { Db } from './db/client';
import type { FileStorage } from './integrations/storage';
import type { CachedDb } from './lib/cache-registry';
import type { Queue } from './integrations/queue';
import type { Delivery } from './lib/delivery';
import { emailAdminInvitation, type AdminInvitationEmailTask } from './modules/admin/admin.service';
import { runDocumentAnalysis, type DocumentAnalysisTask, type DocumentTaskDeps } from './modules/insights/document-analysis-tasks.service';
import { sendNewDocumentNotices, type NotificationFanoutTask } from './modules/data-rooms/new-document-notices.service';
import { removeFilesPastRetention } from './modules/data-rooms/file-retention.service';
import { refreshAllPublicScores } from './modules/startup-page/public-score.service';
import { sendDueDigests, sweepSavedSearches } from './modules/saved-searches/saved-search-sweep.service';
import { sendTaskReminders } from './modules/deals/deal-task-notifications';
import { emailRoundInvitation, type RoundInvitationEmailTask } from './modules/fundraising/raise-room.service';
import { recordNewMaterialNotices, sendRoundDeadlineReminders } from './modules/fundraising/round-notices.service';
import { emailNotification, sendDueNotificationDigests, type NotificationEmailTask } from './modules/notifications/notifications.service';
import { emailUpdate, type UpdateEmailTask } from './modules/updates/update-email.service';
import { deliverUpdate, type UpdateDeliveryTask } from './modules/updates/update-sending.service';

export type TaskWorkerDependencies = {
  db: Db;
  cached: CachedDb;
  delivery: Delivery;
  storage: FileStorage;
  config: Pick<Config, 'dataRoomFileRetentionDays' | 'documents' | 'savedSearchSweepSeconds' | 'periodicTasks'>;
  documentTasks: DocumentTaskDeps;
};

/** Deleted data-room files are looked for hourly: a file outlives its retention by an hour at most. */
const FILE_RETENTION_CHECK_SECONDS = 60 * 60;
/**
 * Every startup's public score is recomputed at start and hourly: a data room opened or closed and
 * the market of its country (other companies, investors, rounds and jobs) move it without a write
 * to its own row (startup-page/public-score.service.ts).
 */
const PUBLIC_SCORE_SWEEP_SECONDS = 60 * 60;
/** Task reminders are looked for hourly: a task falling due is told to its assignee within the hour of its UTC day starting. */
const DEAL_TASK_REMINDER_SECONDS = 60 * 60;
/** Digests are due a day or a week after the last; looked for hourly, one goes out within the hour. */
const SAVED_SEARCH_DIGEST_SECONDS = 60 * 60;
/** Notification digests (decision 0064), the same: a daily one goes out within the hour of its day passing. */
const NOTIFICATION_DIGEST_SECONDS = 60 * 60;
/** Round deadlines are looked for hourly: a reminder reaches its investor within the hour of falling due. */
const ROUND_DEADLINE_REMINDER_SECONDS = 60 * 60;

/** Which module runs each kind of queued task (integrations/queue.ts); every instance runs them all. */
export function registerTaskWorkers({ db, cached, delivery, storage, config, documentTasks }: TaskWorkerDependencies): void {
  const { queue } = delivery;
  const every: Queue['every'] = config.periodicTasks ? (name, seconds) => queue.every(name, seconds) : () => undefined;
  queue.work<NotificationEmailTask>('notification-email', (task) => emailNotification(db, delivery, task));
  // A new document's invited investors hear of it as their round's material (decision 0064), the rest as the data room's.
  queue.work<NotificationFanoutTask>('notification-fanout', (task) => sendNewDocumentNotices(db, delivery, task, recordNewMaterialNotices));
  queue.work<UpdateDeliveryTask>('update-delivery', (task) => deliverUpdate(db, delivery, task));
  queue.work<UpdateEmailTask>('update-email', (task) => emailUpdate(db, delivery, task));
  queue.work<AdminInvitationEmailTask>('admin-invitation-email', (task) => emailAdminInvitation(db, delivery, task));
  queue.work<RoundInvitationEmailTask>('round-invitation-email', (task) => emailRoundInvitation(db, delivery, task));
  queue.work('data-room-file-purge', async () => {
    await removeFilesPastRetention(db, storage, config.dataRoomFileRetentionDays);
  });
  every('data-room-file-purge', FILE_RETENTION_CHECK_SECONDS);
  queue.work('public-score-sweep', async () => {
    await refreshAllPublicScores(cached);
  });
  every('public-score-sweep', PUBLIC_SCORE_SWEEP_SECONDS);
  queue.work('saved-search-sweep', async () => {
    await sweepSavedSearches(db, (error) => delivery.logError(error));
  });
  // New and changed startups reach saved searches' inboxes within this (SAVED_SEARCH_SWEEP_SECONDS, ten minutes by default).
  every('saved-search-sweep', config.savedSearchSweepSeconds);
  queue.work('saved-search-digest', async () => {
    // The sweep first, so a digest lists what changed up to now.
    await sweepSavedSearches(db, (error) => delivery.logError(error));
    await sendDueDigests(db, delivery);
  });
  every('saved-search-digest', SAVED_SEARCH_DIGEST_SECONDS);
  queue.work('deal-task-reminders', async () => {
    await sendTaskReminders(db, delivery);
  });
  every('deal-task-reminders', DEAL_TASK_REMINDER_SECONDS);
  queue.work('round-deadline-reminders', async () => {
    await sendRoundDeadlineReminders(db, delivery);
  });
  every('round-deadline-reminders', ROUND_DEADLINE_REMINDER_SECONDS);
  queue.work('notification-digest', async () => {
    await sendDueNotificationDigests(db, delivery);
  });
  every('notification-digest', NOTIFICATION_DIGEST_SECONDS);
  // As many documents at once as this instance has worker threads; the rest wait in the queue.
  queue.work<DocumentAnalysisTask>('document-analysis', (task) => runDocumentAnalysis(documentTasks, task), { concurrency: config.documents.workers });
}
