/**
 * A cap table written as one sentence of share counts, as articles of association and shareholders' agreements set it
 * out: 'Les actions sont réparties ainsi : M. Youssef Benkirane, fondateur et PDG, 190 000 actions ; Maghreb Growth
 * Fund I, 300 000 actions ; ...', 'the shares are held as follows: Acme Ventures, 2,600 shares; Jane Doe, founder,
 * 1,200 shares; ...'. Each item names a holder and ends on its count; the items together are the whole capital, so each
 * count over their sum is the holder's stake. The rows are read by the cap-table rows reader (holder-rows.ts) like any
 * other table's. A sentence with fewer than three counted items is no table. Counts go through the one number reader.
 */
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';

export interface CountedHolder { holder: string; stake: number; sentence: SentenceFacts }

const count = String.raw`\d{1,3}(?:[,.\u00A0\u202F ]\d{3})+|\d+`;
/** An item that ends on its count: 'M. Serge Mba, fondateur, 1 200 actions', 'Acme Ventures: 2,600 ordinary shares'. */
// The separator may be a space alone, as a register lists them ('Acacia Fund LP 60,000 ordinary shares').
const countedItem = new RegExp(String.raw`^(?<holder>.{2,120}?)(?:\s*[,:\u2013\u2014-]\s*|\s)(?<count>${count})\s+((ordinary|preferred|preference|common|class [a-z]) )?(shares|actions|parts( sociales)?|titres)( (ordinaires|de preference|de categorie [a-z]))?\s*[.]?$`);
/**
 * An item with its count alone, once the opening has said the counts are shares ('the issued share capital is
 * 10,000,000 ordinary shares, held as follows: Savanna Growth Fund II LP 5,000,000; Lerato Mokoena 2,200,000; ...').
 */
const bareItem = new RegExp(String.raw`^(?<holder>[^\d]{2,120}?)\s*[,:\u2013\u2014-]?\s*(?<count>${count})(\s(together|in total|between them|au total|ensemble))?\s*[.]?$`);
/** What opens the list: 'réparties ainsi :', 'détenu comme suit :', 'held as follows:'. */
// A cap table's caption before its colon opens one too: 'Register of members: ...', 'Répartition du capital : ...'.
const listOpening = /^.*?\b(ainsi|comme suit|suivante?s?|as follows|following|between|register of (members|shareholders)|share register|shareholders|shareholding|cap(itali[sz]ation)? table|capitali[sz]ation|actionnariat|repartition du capital|registre des (actionnaires|associes|titres))\b[^:;\d]{0,40}:\s*/;
/** A caption about who holds the capital, in the sentence before the list. */
const captionAbove = /\b(repartition (actuelle )?du capital( social)?|cap(itali[sz]ation)? table|shareholding|actionnariat|(breakdown|split|distribution) of (the )?(share capital|shares)|who (holds|owns) the (shares|company))\b/;
/** The opening names the counts as shares, and may state their total: '10,000,000 ordinary shares, held as follows:', 'les 2 000 000 actions sont réparties ainsi :'. */
const openingShares = new RegExp(String.raw`(?:(?<total>${count})\s+(?:(?:ordinary|issued|voting|common) )?)?\b(shares|actions|titres|parts sociales)\b`);

/** The rows of each sentence that lists the capital holder by holder with share counts. */
export function shareCountListTables(sentences: readonly SentenceFacts[]): CountedHolder[][] {
  const tables: CountedHolder[][] = [];
  let previous = '';
  for (const s of sentences) {
    if (s.derived) continue;
    const above = previous;
    // An answer's label cut off as its own sentence ('R1.', 'A:') stands between the question and its list.
    if (s.lower.length > 4) previous = s.lower;
    if (!s.lower.includes(';')) continue;
    // The caption may stand as the sentence before, a question the list answers ('Indiquer la répartition du capital.'
    // then 'Fonds X : 5 200 actions ; ...'): then every item must be a holder's count, or the sentence is no list.
    const opening = listOpening.exec(s.lower) ?? (captionAbove.test(above) ? Object.assign([''], { index: 0, input: s.lower }) as RegExpExecArray : null);
    if (!opening) continue;
    const strict = opening[0] === '';
    const rows: { holder: string; shares: number }[] = [];
    const named = openingShares.exec(opening[0]);
    const stated = named?.groups?.total ? statedNumber(named.groups.total) : Number.NaN;
    let uncounted = 0;
    for (const item of s.lower.slice(opening[0].length).split(/\s*;\s*/)) {
      const m = countedItem.exec(item.trim()) ?? (named ? bareItem.exec(item.trim()) : null);
      const shares = m?.groups ? statedNumber(m.groups.count ?? '') : Number.NaN;
      if (!m?.groups || !Number.isFinite(shares) || shares <= 0) { uncounted += item.trim() === '' ? 0 : 1; continue; }
      rows.push({ holder: (m.groups.holder ?? '').replace(/^(et|and)\s+/, ''), shares });
    }
    if (strict && uncounted > 0) continue;
    // The total the opening states is the whole; rows that leave holders out then add to less than 100%.
    const whole = Number.isFinite(stated) && stated > 0 ? stated : rows.reduce((sum, r) => sum + r.shares, 0);
    if (rows.length >= 3 && whole > 0) tables.push(rows.map((r) => ({ holder: r.holder, stake: (100 * r.shares) / whole, sentence: s })));
  }
  return tables;
}

/**
 * The parties of an agreement listed one a line, each said to hold its count ('2. Mme A. Diallo, fondatrice,
 * titulaire de 1 800 actions ;', '(1) Acacia Fund LP, holder of 5,200 ordinary shares;'), the count anywhere in the
 * line: three such lines in a row are the capital, each count over their sum a stake. The holder is what the line
 * says before its count, with the party's description (a founder's title, a departure) kept for the rows reader.
 */
const partyCount = new RegExp(String.raw`^(?<holder>.{2,200}?),?\s+(?:titulaire|detent(?:eur|rice)|proprietaire|holder|owner) (?:de|d'|of) (?<count>${count})\s+(?:(?:ordinary|preferred|common) )?(?:shares|actions|parts( sociales)?|titres)\b|^(?<holding>.{2,200}?),?\s+(?:holding|who holds|qui detient|detenant) (?<held>${count})\s+(?:(?:ordinary|preferred|common) )?(?:shares|actions|parts( sociales)?|titres)\b`);
export function partyCountTables(sentences: readonly SentenceFacts[]): CountedHolder[][] {
  const tables: CountedHolder[][] = [];
  let run: { holder: string; shares: number; sentence: SentenceFacts }[] = [];
  const close = () => {
    const whole = run.reduce((sum, r) => sum + r.shares, 0);
    if (run.length >= 3 && whole > 0) tables.push(run.map((r) => ({ holder: r.holder, stake: (100 * r.shares) / whole, sentence: r.sentence })));
    run = [];
  };
  for (const s of sentences) {
    if (s.derived) continue;
    const m = partyCount.exec(s.lower);
    const shares = m?.groups ? statedNumber(m.groups.count ?? m.groups.held ?? '') : Number.NaN;
    if (m?.groups && Number.isFinite(shares) && shares > 0) { run.push({ holder: (m.groups.holder ?? m.groups.holding ?? '').trim(), shares, sentence: s }); continue; }
    close();
  }
  close();
  return tables;
}
