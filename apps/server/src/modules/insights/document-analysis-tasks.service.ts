/**
 * Document analysis through the task queue (decision 0014): an uploaded file or a data-room
 * document is read and analysed by a `document-analysis` task, on whichever instance takes it,
 * in that instance's bounded worker pool. The request that starts it waits a while, so a quick
 * analysis answers in the same request as before; a slow one answers 202 with the task, which its
 * owner follows at GET /api/tasks/:id. The task survives a restart and a crash is retried.
 */
import { analysableFileTypes, dataRoomMessages, type AnalyzeRoomDocumentInput } from '@baobab/contracts/data-rooms';
import type { DocumentType } from '@baobab/contracts/enums';
import { insightsApiMessages, isDocumentFileKind } from '@baobab/contracts/insights-api';
import { taskMessages, type Task as TaskView } from '@baobab/contracts/tasks';
import type { DocumentLimits } from '../../config';
import type { Queue, Task } from '../../integrations/queue';
import { AppError, badRequest, notFound, serviceUnavailable } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { FilesDeps } from '../data-rooms/data-room-files.service';
import { requireOwnedDocument } from '../data-rooms/room-document-source.service';
import { requireOwnedStartup } from '../startups/startups.service';
import { awaitOwnTask, loadTaskOwner, type OwnedTaskData, type TaskOutcome } from '../tasks/tasks.service';
import type { DocumentReader } from './document-text/document-reader';
import { documentKindOf } from './document-text/document-kind';
import { deleteUpload, findUpload, insertUploadWithinCap } from './document-uploads.repository';
import { analyzeExtractedText, getStartupDocumentAnalysis, type AnalysisRecord } from './documents.service';
import { analyzeRoomDocument, type RoomAnalysis } from './room-document-analysis.service';

export type DocumentAnalysisTask = OwnedTaskData &
  ({ source: 'upload'; uploadId: string } | { source: 'data-room'; roomId: number; documentId: number; documentType: DocumentType; ip: string });

export type DocumentTaskDeps = FilesDeps & {
  documents: DocumentReader;
  queue: Queue;
  /** How long a request waits for its task before answering 202. */
  waitMs: number;
  /** Uploads one person may have waiting at once (DOCUMENT_QUEUE). */
  maxWaiting: number;
};

/** A request waits DOCUMENT_WAIT_SECONDS for its task; each person may have DOCUMENT_QUEUE uploads waiting. */
export const documentTaskDeps = (limits: DocumentLimits, deps: Omit<DocumentTaskDeps, 'waitMs' | 'maxWaiting'>): DocumentTaskDeps => ({
  ...deps,
  waitMs: limits.waitSeconds * 1000,
  maxWaiting: limits.queue,
});

async function start(deps: DocumentTaskDeps, data: DocumentAnalysisTask) {
  const id = await deps.queue.send('document-analysis', data);
  if (!id) throw new Error('the document-analysis task was not stored');
  return awaitOwnTask(deps.queue, 'document-analysis', id, deps.waitMs);
}

/** An uploaded PDF, .docx or .pptx: the owner and the file's kind are checked before anything is stored. */
export async function startUploadAnalysis(
  deps: DocumentTaskDeps,
  user: SessionUser,
  startupId: number,
  upload: { bytes: Uint8Array; fileName: string; documentType: DocumentType },
): Promise<{ record: AnalysisRecord } | { task: TaskView }> {
  await requireOwnedStartup(deps.db, user, startupId);
  const kind = documentKindOf(upload.bytes, upload.fileName);
  if (!kind) throw badRequest(insightsApiMessages.notADocument);
  const fileName = upload.fileName.slice(0, 200);
  const uploadId = await insertUploadWithinCap(deps.db, { ownerId: user.id, startupId, documentType: upload.documentType, kind, fileName, bytes: Buffer.from(upload.bytes) }, deps.maxWaiting);
  if (!uploadId) throw serviceUnavailable(taskMessages.tooManyWaiting(deps.maxWaiting), Math.max(1, Math.ceil(deps.waitMs / 1000)));
  let outcome;
  try {
    outcome = await start(deps, { ownerId: user.id, source: 'upload', uploadId });
  } catch (error) {
    // Nothing will read an upload whose task was never stored.
    if (!(error instanceof AppError)) await deleteUpload(deps.db, uploadId);
    throw error;
  }
  if ('pending' in outcome) return { task: outcome.pending };
  const record = await getStartupDocumentAnalysis(deps.db, user, startupId, outcome.done.analysisId);
  if (!record) throw notFound('Analysis');
  return { record };
}

/** A data-room document's current version, for the room's owner only. */
export async function startRoomDocumentAnalysis(
  deps: DocumentTaskDeps,
  user: SessionUser,
  context: { ip: string },
  roomId: number,
  documentId: number,
  input: AnalyzeRoomDocumentInput,
): Promise<{ analysis: RoomAnalysis } | { task: TaskView }> {
  const ref = await requireOwnedDocument(deps.db, user, roomId, documentId);
  if (!analysableFileTypes.includes(ref.document.fileType)) throw badRequest(dataRoomMessages.analysisNotSupported(ref.document.fileType));
  const outcome = await start(deps, { ownerId: user.id, source: 'data-room', roomId, documentId, documentType: input.documentType, ip: context.ip });
  if ('pending' in outcome) return { task: outcome.pending };
  const { analysisId, version } = outcome.done;
  const record = await getStartupDocumentAnalysis(deps.db, user, ref.startupId, analysisId);
  if (!record) throw notFound('Analysis');
  return { analysis: { ...record, documentId: ref.document.id, version: version ?? 1 } };
}

async function runUpload(deps: DocumentTaskDeps, owner: SessionUser, uploadId: string): Promise<TaskOutcome> {
  const upload = await findUpload(deps.db, uploadId, owner.id);
  if (!upload) throw notFound('Upload');
  if (!isDocumentFileKind(upload.kind)) throw badRequest(insightsApiMessages.notADocument);
  const text = await deps.documents.read(upload.kind, upload.bytes);
  const record = await analyzeExtractedText(deps.db, deps.documents, owner, upload.startupId, { text, kind: upload.kind, documentType: upload.documentType as DocumentType, fileName: upload.fileName });
  return { result: { analysisId: record.id, startupId: record.startupId, roomId: null, documentId: null, version: null } };
}

/**
 * The queue's handler. Permissions are checked again as the owner is now (a revoked startup or
 * room is refused). A refusal (over a limit, unreadable, no longer theirs) is the task's answer;
 * a busy worker pool or a crash throws, and the queue tries again.
 */
export async function runDocumentAnalysis(deps: DocumentTaskDeps, task: Task<DocumentAnalysisTask>): Promise<TaskOutcome> {
  const { data } = task;
  const finish = async () => {
    if (data.source === 'upload') await deleteUpload(deps.db, data.uploadId);
  };
  try {
    const owner = await loadTaskOwner(deps.db, data.ownerId);
    if (!owner) throw notFound('User');
    const outcome =
      data.source === 'upload'
        ? await runUpload(deps, owner, data.uploadId)
        : await analyzeRoomDocument(deps, owner, { ip: data.ip }, data.roomId, data.documentId, { documentType: data.documentType }).then(
            (analysis): TaskOutcome => ({ result: { analysisId: analysis.id, startupId: analysis.startupId, roomId: data.roomId, documentId: analysis.documentId, version: analysis.version } }),
          );
    await finish();
    return outcome;
  } catch (error) {
    const isAnswer = error instanceof AppError && error.statusCode < 500;
    if (isAnswer || task.isLastAttempt) await finish();
    if (isAnswer) return { refusal: { status: error.statusCode, code: error.code, message: error.message } };
    throw error;
  }
}
