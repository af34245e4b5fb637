/**
 * The jobs board's shared answers (decision 0010's freshness rules, as the startup directory's):
 * a page of open jobs per filter and window, the same for every viewer, emptied by every committed
 * job write (`jobs`: post, edit, close, an admin's hide) and every user change (`investors`: a
 * poster's name, picture, e-mail or suspension); and each viewer's saved job ids, emptied by every
 * save or unsave (`saved-jobs`). The time to live only bounds a missed signal.
 */
import type { Job } from '@baobab/contracts/jobs';
import { defineCache } from '../../lib/cache-registry';
import { encodedJson, type EncodedJson } from '../../lib/encoded-body';

/** A board page's jobs as members see them (the poster's e-mail shown), not yet marked saved or owned. */
export type BoardJob = Omit<Job, 'isSaved' | 'isOwner'> & { posterId: string };

const TTL_MS = 30_000;

/**
 * A page's jobs, and its two viewer-free answers made on first demand: a visitor's (no e-mail) and a
 * member's who saved and posted none of them. A viewer who saved or posted one gets an answer of
 * their own, never kept.
 */
export type BoardPage = { jobs: readonly BoardJob[]; visitorBody(): EncodedJson; memberBody(): EncodedJson };

export const boardPages = defineCache<BoardPage>({ name: 'job-board', ttlMs: TTL_MS, maxEntries: 1000, forgetOn: ['jobs', 'investors'] });

/** A signed-in viewer's saved job ids, by user id: what marks a board page's cards as saved. */
export const savedJobIds = defineCache<ReadonlySet<number>>({ name: 'saved-job-ids', ttlMs: TTL_MS, maxEntries: 5000, forgetOn: ['saved-jobs'] });

/** Who reads a page: a member (signed in) or not, their id (null: nobody's jobs are theirs) and saved job ids. */
export type BoardViewer = { member: boolean; id: string | null; saved: ReadonlySet<number> };

/** The page's jobs as `viewer` sees them (the contract's Job). */
export function jobsFor(jobs: readonly BoardJob[], viewer: BoardViewer): Job[] {
  return jobs.map(({ posterId, ...job }) => ({
    ...job,
    // The poster's address is for members who may apply, not for anonymous harvesting.
    user: viewer.member ? job.user : { ...job.user, email: '' },
    isSaved: viewer.saved.has(job.id),
    isOwner: viewer.id !== null && viewer.id === posterId,
  }));
}

const nothingSaved: ReadonlySet<number> = new Set();

/** A page whose two shared answers are encoded once, when first asked for. */
export function boardPage(jobs: readonly BoardJob[]): BoardPage {
  let visitor: EncodedJson | undefined;
  let member: EncodedJson | undefined;
  return {
    jobs,
    visitorBody: () => (visitor ??= encodedJson(JSON.stringify(jobsFor(jobs, { member: false, id: null, saved: nothingSaved })))),
    memberBody: () => (member ??= encodedJson(JSON.stringify(jobsFor(jobs, { member: true, id: null, saved: nothingSaved })))),
  };
}
