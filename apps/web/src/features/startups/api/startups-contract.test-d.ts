/**
 * Checked by `npm run typecheck` (tsc), never run: the startup hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { startupDetailSchema, type StartupDetail, type StartupStats, type StartupSummary } from '@baobab/contracts/startups';
import { startupAccessEndpoints } from '@baobab/contracts/startup-access-endpoints';
import { startupsEndpoints } from '@baobab/contracts/startups-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useSharedStartupIds } from './list-shared-startups';
import type { useOwnStartups } from '@/lib/my-startups';
import type { useStartup, useStartups, useStartupStats } from './startups';

expectTypeOf<ReturnType<typeof useStartups>['data']>().toEqualTypeOf<StartupSummary[] | undefined>();
expectTypeOf<ReturnType<typeof useStartupStats>['data']>().toEqualTypeOf<StartupStats | undefined>();
expectTypeOf<ReturnType<typeof useStartup>['data']>().toEqualTypeOf<StartupDetail | undefined>();
expectTypeOf<ReturnType<typeof useOwnStartups>['data']>().toEqualTypeOf<StartupSummary[] | undefined>();
expectTypeOf<ReturnType<typeof useSharedStartupIds>['data']>().toEqualTypeOf<Set<number> | undefined>();

/** The detail contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedDetail = endpoint({
  ...startupsEndpoints.detail,
  responses: { 200: startupDetailSchema.omit({ isOwner: true }).extend({ ownedByViewer: z.boolean() }) },
});

export async function readsOfADriftedContract() {
  const startup = await callEndpoint(renamedDetail, { params: { id: 1 } });
  // @ts-expect-error the detail page reads isOwner to offer editing, which the renamed contract no longer returns
  const canEdit = startup.isOwner;
  // @ts-expect-error the detail screen takes a StartupDetail, which the renamed response no longer is
  const forTheScreen: StartupDetail = startup;
  return { canEdit, forTheScreen };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the detail path needs its :id
  await callEndpoint(startupsEndpoints.detail);
  // @ts-expect-error the list's sort is one of the directory's sorts
  await callEndpoint(startupsEndpoints.list, { query: { sort: 'name' } });
  // @ts-expect-error a create sends the startup's input, not a bare name
  await callEndpoint(startupsEndpoints.create, { body: { title: 'Acme' } });
}

/** The shared-with-me contract with its one field renamed. */
const renamedSharedWithMe = endpoint({
  ...startupAccessEndpoints.sharedWithMe,
  responses: { 200: z.object({ ids: z.array(z.number()) }) },
});

export async function badgesOfADriftedContract() {
  const shared = await callEndpoint(renamedSharedWithMe);
  // @ts-expect-error the "Shared with you" badges read startupIds, which the renamed contract no longer returns
  return new Set<number>(shared.startupIds);
}
