import type { InjectOptions } from 'fastify';
import { pdfBytes } from '../modules/data-rooms/test-support';
import { callerKinds, type CallerKind, type World } from './world';

/**
 * The expected answer of every API route for every kind of caller. Statuses are written in the
 * order of `callerKinds`: anon, founderA, founderB, investorA, investorB, revoked, pipelineOnly,
 * claimant, shareHolder, expiredShare, revokedShare, admin (world.ts says who each is). `-` means the
 * caller is not tried (said why in `note`). Objects are founderA's (startupA, roomA, jobA ...) or
 * investorA's (dealA, investmentA): so the owner column is "own object" and every other column
 * "someone else's object". The rows are in authorization-matrix.ts.
 */
export type MatrixRow = {
  route: string;
  request(world: World): InjectOptions | Promise<InjectOptions>;
  expected: Record<CallerKind, number | null>;
  note?: string;
};

const parse = (statuses: string): Record<CallerKind, number | null> => {
  const parts = statuses.trim().split(/\s+/);
  if (parts.length !== callerKinds.length) throw new Error(`matrix row needs ${callerKinds.length} statuses: ${statuses}`);
  return Object.fromEntries(callerKinds.map((kind, i) => [kind, parts[i] === '-' ? null : Number(parts[i])])) as Record<CallerKind, number | null>;
};

export const row = (route: string, request: MatrixRow['request'], statuses: string, note?: string): MatrixRow => ({ route, request, expected: parse(statuses), note });
export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, ...(payload ? { payload } : {}) });
export const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
export const patch = (url: string, payload: object): InjectOptions => ({ method: 'PATCH', url, payload });
export const del = (url: string): InjectOptions => ({ method: 'DELETE', url });

export async function pdfAnalysisUpload(url: string): Promise<InjectOptions> {
  const boundary = '----baobab-matrix';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npitch_deck\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    await pdfBytes('We sell payments to traders. Revenue grew 20% a month.'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
