/**
 * Metrics of the task queue (integrations/queue.ts), in the app's registry: attempts and their
 * durations as this instance ran them, and the queue's depth across all instances. Labels are
 * bounded: the task name is one of the queue's kinds, the outcome and state are fixed lists.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { taskNames, type Queue, type TaskName, type AttemptOutcome } from '../integrations/queue';

const outcomes: AttemptOutcome[] = ['completed', 'failed_will_retry', 'failed_for_good'];

export type TaskMetrics = {
  /** Given to createQueue as its onAttempt. */
  recordAttempt(name: TaskName, outcome: AttemptOutcome, seconds: number): void;
  /** Reports the queue's depth at each scrape (one read of pg-boss's cached counts). */
  watch(queue: Pick<Queue, 'counts'>): void;
};

export function createTaskMetrics(registry: Registry, logError: (error: unknown) => void): TaskMetrics {
  const attempts = new Counter({
    name: 'baobab_task_attempts_total',
    help: 'Attempts at queued tasks that ended in this instance, by task and outcome (completed, failed_will_retry, failed_for_good)',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  // Every series exists from the start, so a rate over the first failure is not lost.
  for (const task of taskNames) for (const outcome of outcomes) attempts.inc({ task, outcome }, 0);
  const durations = new Histogram({
    name: 'baobab_task_duration_seconds',
    help: 'Time one attempt at a queued task took in this instance, by task',
    labelNames: ['task'] as const,
    // From an e-mail handed to SMTP (tens of milliseconds) to an hour's file purge (minutes).
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
    registers: [registry],
  });
  return {
    recordAttempt(name, outcome, seconds) {
      attempts.inc({ task: name, outcome });
      durations.observe({ task: name }, seconds);
    },
    watch(queue) {
      new Gauge({
        name: 'baobab_task_queue_depth',
        help: 'Queued tasks across all instances by task and state (ready, deferred: waiting for a retry, active, failed: for good), as last counted by the queue monitor (TASK_MONITOR_SECONDS)',
        labelNames: ['task', 'state'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { name, ...byState } of await queue.counts()) {
              for (const [state, count] of Object.entries(byState)) this.set({ task: name, state }, count);
            }
          } catch (error) {
            // A scrape still answers with every other metric; the missing depth series say why.
            logError(error);
          }
        },
      });
    },
  };
}
