/**
 * The names a regulator goes by across the continent, one pattern for every regulator reader (regulator-decisions.ts,
 * regulator-measures.ts): the kind said in words ('the Central Bank', 'l'Autorité de protection des données', 'the
 * Communications Authority'), a central bank named by its country ('the National Bank of Rwanda', 'Bank of Ghana',
 * 'Bank Al-Maghrib'), and the acronyms of central banks, telecom, data-protection, securities and insurance regulators
 * ('la BCRG', 'the CBN', 'l'ARTCI', 'the ODPC', 'la CIMA'), energy, medicines and health regulators too ('MERA', 'EWURA',
 * 'la TMDA', 'l'ARS'). A commercial bank is no regulator: 'Bank of Kigali', 'Bank
 * of Africa' and 'National Bank of Kenya' lend money, so a bank is a regulator only when its name says central or
 * reserve or it is one of the countries' central banks listed here. An acronym that is also a common word ('bot', 'art',
 * 'ca', 'brb') is left out. Reads folded text (lower case, no accents).
 */
// The countries whose central bank is called 'Bank of ...'; elsewhere it is 'Central Bank of ...', read by its kind.
// The commercial banks' lookbehind stands after 'bank', not before it: a pattern can then scan for the word instead of running the lookbehind at every character.
const countries = String.raw`(ghana|uganda|tanzania|zambia|botswana|namibia|mauritius|sierra leone|south sudan|algeria|mozambique|eritrea)`;
const centralBank = String.raw`(central bank|reserve bank|bank(?<!\b(national|commercial|development|investment|first|united|merchant|cooperative|peoples?) bank) of ${countries}|national bank of (rwanda|ethiopia|angola)|bank al-?maghrib|banque centrale|banque nationale du rwanda|banque d'algerie|banque de la republique du burundi|banco (central|nacional|de mocambique))`;
const kinds = String.raw`(regulat(or|eur|ory (authority|agency|body|commission))|authority|autorite|commission( bancaire)?|agen(ce|cy)|(data protection|information) commissioner|superintendence|ministere|ministry)`;
const acronyms = String.raw`(bceao|beac|cobac|bcrg|bct|bcm|bcc|bkam|bnr|bog|bou|boz|cbn|cbk|cbe|cbl|cbos|nbe|sarb|rbm|rbz|arpt\w*|artci|arcep|arpce|artp|anrt|ntra|intt|ncc|ucc|rura|tcra|icasa|zicta|potraz|macra|cnil|cdp|cndp|inpdp|ndpc|ndpb|odpc|apdp|acpr|amf(-umoa)?|ammc|cmf|crepmf|cosumaf|cima|naicom|sec|fsca|fsra|cma|fra|nafdac|sahpra|nerc|epra|anare|fccpc|cak|csbf|bcstp|mera|ewura|zera|purc|bocra|natcom|tmda|zamra|mcaz|incm|ars)`;

/** A regulator, by its kind, its country's central bank, or its acronym. */
export const regulatorName = String.raw`(${centralBank}|${kinds}|${acronyms})`;

/** Whether a folded sentence names a regulator, for readers that look for one near a measure or a doubt. */
export const namesRegulator = new RegExp(String.raw`\b${regulatorName}\b`);
