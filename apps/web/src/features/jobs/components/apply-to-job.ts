import type { Job } from '@baobab/contracts/jobs';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { toast } from '@/lib/toast-store';

type ApplyTarget = { kind: 'link'; href: string } | { kind: 'mail'; href: string } | { kind: 'contact' };

/**
 * Apply, exactly as the spec says: the application URL in a new tab; else a mail draft with
 * the subject 'Application for {title}'; else the poster's contact toast. The first two are
 * real links, so they behave like links (middle-click, screen readers).
 */
export function applyTarget(job: Pick<Job, 'title' | 'applicationUrl' | 'applicationEmail'>): ApplyTarget {
  if (job.applicationUrl) return { kind: 'link', href: job.applicationUrl };
  if (job.applicationEmail) {
    return { kind: 'mail', href: `mailto:${job.applicationEmail}?subject=${encodeURIComponent(toastMessages.applicationSubject(job.title))}` };
  }
  return { kind: 'contact' };
}

/** The 5-second toast naming the poster and the poster's e-mail. */
export function showContactInformation(job: Pick<Job, 'user'>) {
  toast({
    title: toastMessages.contactInformation,
    description: `Contact ${job.user.firstName} ${job.user.lastName} at ${job.user.email}`,
    duration: 5000,
  });
}
