/**
 * Checked by `npm run typecheck` (tsc), never run: the deal-flow hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { dealSchema, type Deal, type DealNote } from '@baobab/contracts/deals';
import { endpoint } from '@baobab/contracts/endpoint';
import { dealsEndpoints } from '@baobab/contracts/deals-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useDealNotes, useDeals } from './get-deals';

expectTypeOf<ReturnType<typeof useDeals>['data']>().toEqualTypeOf<Deal[] | undefined>();
expectTypeOf<ReturnType<typeof useDealNotes>['data']>().toEqualTypeOf<DealNote[] | undefined>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...dealsEndpoints.list,
  responses: { 200: z.array(dealSchema.omit({ noteCount: true }).extend({ notesCount: z.number() })) },
});

export async function readsOfADriftedContract() {
  const deals = await callEndpoint(renamedList, { query: {} });
  // @ts-expect-error the deal card reads noteCount, which the renamed contract no longer returns
  const counts = deals.map((deal) => deal.noteCount);
  // @ts-expect-error the screens take Deal[], which the renamed response no longer is
  const forTheBoard: Deal[] = deals;
  return { counts, forTheBoard };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the update contract's body has stage, not status
  await callEndpoint(dealsEndpoints.update, { params: { id: 1 }, body: { status: 'closed' } });
  // @ts-expect-error the notes path needs its :id
  await callEndpoint(dealsEndpoints.notes);
  // @ts-expect-error the list query's stage is one of the deal stages or 'all'
  await callEndpoint(dealsEndpoints.list, { query: { stage: 'won' } });
}
