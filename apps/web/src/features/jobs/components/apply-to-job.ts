import { uiTemplates } from '@baobab/contracts/ui-strings';
import type { Job } from '@baobab/contracts/jobs';
import type { Translate } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';

type ApplyTarget = { kind: 'link'; href: string } | { kind: 'mail'; href: string } | { kind: 'contact' };

/**
 * Apply, exactly as the spec says: the application URL in a new tab; else a mail draft with
 * the subject 'Application for {title}'; else the poster's contact toast. The first two are
 * real links, so they behave like links (middle-click, screen readers).
 */
export function applyTarget(job: Pick<Job, 'title' | 'applicationUrl' | 'applicationEmail'>, t: Translate<'jobs'>): ApplyTarget {
  if (job.applicationUrl) return { kind: 'link', href: job.applicationUrl };
  if (job.applicationEmail) {
    return { kind: 'mail', href: 'mailto:' + job.applicationEmail + '?subject=' + encodeURIComponent(t(uiTemplates.applicationSubject, { title: job.title })) };
  }
  return { kind: 'contact' };
}

/** The 5-second toast naming the poster and the poster's e-mail. */
export function showContactInformation(job: Pick<Job, 'user'>, t: Translate<'jobs'>) {
  toast({
    title: t('Contact Information'),
    description: t('Contact {{name}} at {{email}}', { name: job.user.firstName + ' ' + job.user.lastName, email: job.user.email }),
    duration: 5000,
  });
}
