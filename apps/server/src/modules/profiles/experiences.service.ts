import { MAX_EXPERIENCES, profileMessages, type Experience, type ExperienceInput } from '@baobab/contracts/profiles';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import {
  countExperiencesOf,
  deleteExperienceRow,
  findExperience,
  insertExperience,
  listExperiencesOf,
  updateExperienceRow,
  type ExperienceValues,
} from './experiences.repository';
import { profilePolicy } from './profiles.policy';

type Row = NonNullable<Awaited<ReturnType<typeof findExperience>>>;

function toExperience({ userId: _userId, ...row }: Row): Experience {
  return { ...row, type: row.type as Experience['type'] };
}

function toValues(input: ExperienceInput): ExperienceValues {
  return {
    type: input.type,
    title: input.title,
    company: input.company,
    startDate: input.startDate,
    endDate: input.isCurrent ? null : input.endDate || null,
    isCurrent: input.isCurrent,
    description: input.description || null,
  };
}

/** An experience item the user owns; someone else's answers 404 like a missing one. */
async function requireOwnExperience(db: Db, user: SessionUser, id: number): Promise<Row> {
  const row = await findExperience(db, id);
  if (!row || !profilePolicy.canEditOwn(user, row.userId)) throw notFound('Experience');
  return row;
}

export async function listOwnExperiences(db: Db, user: SessionUser): Promise<Experience[]> {
  const rows = await listExperiencesOf(db, user.id);
  return rows.map(toExperience);
}

export async function createExperience(db: Db, user: SessionUser, input: ExperienceInput): Promise<Experience> {
  return db.transaction(async (tx) => {
    // Counted inside the transaction so two quick submissions cannot both pass the limit check.
    if ((await countExperiencesOf(tx, user.id)) >= MAX_EXPERIENCES) {
      throw badRequest(profileMessages.tooManyExperiences);
    }
    return toExperience(await insertExperience(tx, user.id, toValues(input)));
  });
}

export async function updateExperience(db: Db, user: SessionUser, id: number, input: ExperienceInput): Promise<Experience> {
  await requireOwnExperience(db, user, id);
  const row = await updateExperienceRow(db, id, user.id, toValues(input));
  if (!row) throw notFound('Experience');
  return toExperience(row);
}

export async function deleteExperience(db: Db, user: SessionUser, id: number): Promise<void> {
  await requireOwnExperience(db, user, id);
  await deleteExperienceRow(db, id, user.id);
}
