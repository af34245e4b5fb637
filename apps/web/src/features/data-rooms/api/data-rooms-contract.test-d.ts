/**
 * Checked by `npm run typecheck` (tsc), never run: the data-room hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { dataRoomDetailSchema, type AccessRequest, type DataRoomDetail, type DataRoomDocument, type DataRoomGrant } from '@baobab/contracts/data-rooms';
import { dataRoomsEndpoints } from '@baobab/contracts/data-rooms-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import { callEndpoint, uploadToEndpoint } from '@/lib/call-endpoint';
import type { useAccessRequests } from './access-requests';
import type { useDataRoom, useGrants } from './data-rooms';
import type { uploadDocument } from './upload-document';

expectTypeOf<ReturnType<typeof useDataRoom>['data']>().toEqualTypeOf<DataRoomDetail | undefined>();
expectTypeOf<ReturnType<typeof useGrants>['data']>().toEqualTypeOf<DataRoomGrant[] | undefined>();
expectTypeOf<ReturnType<typeof useAccessRequests>['data']>().toEqualTypeOf<AccessRequest[] | undefined>();
expectTypeOf<ReturnType<typeof uploadDocument>>().toEqualTypeOf<Promise<DataRoomDocument>>();

/** The room contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedRoom = endpoint({
  ...dataRoomsEndpoints.get,
  responses: { 200: dataRoomDetailSchema.omit({ isNdaPending: true }).extend({ ndaPending: z.boolean() }) },
});

export async function readsOfADriftedContract() {
  const room = await callEndpoint(renamedRoom, { params: { id: 1 } });
  // @ts-expect-error the NDA gate reads isNdaPending, which the renamed contract no longer returns
  const pending: boolean = room.isNdaPending;
  // @ts-expect-error the room screen takes a DataRoomDetail, which the renamed response no longer is
  const forTheScreen: DataRoomDetail = room;
  return { pending, forTheScreen };
}

export async function callsThatDriftFromTheContract(file: FormData) {
  // @ts-expect-error a grant's permission is view or download, not edit
  await callEndpoint(dataRoomsEndpoints.createGrant, { params: { id: 1 }, body: { email: 'a@example.com', permission: 'edit' } });
  // @ts-expect-error the revoke path needs its :grantId as well as the room's :id
  await callEndpoint(dataRoomsEndpoints.revokeGrant, { params: { id: 1 } });
  // @ts-expect-error the folder body is { name }, not { title }
  await callEndpoint(dataRoomsEndpoints.createFolder, { params: { id: 1 }, body: { title: 'Legal' } });
  // @ts-expect-error the upload's query names the folder as folderId
  await uploadToEndpoint(dataRoomsEndpoints.upload, { params: { id: 1 }, query: { folder: 2 } }, file, () => undefined);
  // @ts-expect-error an upload goes to an endpoint with no JSON body; one with a body is called with callEndpoint
  await uploadToEndpoint(dataRoomsEndpoints.create, { body: { startupId: 1, name: 'Room' } }, file, () => undefined);
}
