// What must hold after any crash: acknowledged writes are present and no transaction is half applied.

/** Acknowledged tokens of the round that are missing from the database. */
export async function missingWrites(reader, round, acknowledged) {
  const deals = await reader.query(`select next_action as token from deal where next_action like $1`, [`crash-${round}-%`]);
  const notes = await reader.query(`select body as token from deal_note where body like $1`, [`crash-${round}-%`]);
  const stored = new Set([...deals, ...notes].map((r) => r.token));
  return [...acknowledged].filter((token) => !stored.has(token));
}

/** Counts of half-done multi-row changes; all must be zero. */
export async function halfDoneChanges(reader) {
  const count = async (sql) => Number((await reader.query(sql))[0].n);
  return {
    // createDeal inserts the deal and its first stage change together.
    dealsWithoutFirstStage: await count(
      `select count(*) as n from deal d where not exists (select 1 from deal_stage_change c where c.deal_id = d.id and c.from_stage is null)`,
    ),
    // addNote inserts the note and moves the deal's last activity to the note's time together.
    notesNewerThanTheirDeal: await count(
      `select count(*) as n from deal_note n join deal d on d.id = n.deal_id where n.created_at > d.last_activity_at`,
    ),
    // Investor onboarding sets the role and creates the profile together.
    investorsWithoutProfile: await count(
      `select count(*) as n from "user" u where u.user_type = 'investor' and not exists (select 1 from investor_profile p where p.user_id = u.id)`,
    ),
  };
}

export const NOTHING_HALF_DONE = { dealsWithoutFirstStage: 0, notesNewerThanTheirDeal: 0, investorsWithoutProfile: 0 };
