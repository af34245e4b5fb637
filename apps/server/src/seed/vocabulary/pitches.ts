/**
 * Name roots and sentence templates for startup names, descriptions and founder bios.
 * Placeholders in braces are filled by the generator: {name}, {product}, {customers},
 * {city}, {country}, {year}, {stage}, {users}, {userNoun}, {revenue}, {growth}, {retention},
 * {pilots}, {raise}, {otherCity}; in bios {previous}, {years}, {expertise}, {city}.
 */

/**
 * Words from Swahili, Yoruba, Igbo, Twi, Zulu, Wolof, Amharic and English that founders
 * on the continent often build names from (kobo: a hundredth of a naira; pesa: money;
 * soko: market; sika: money in Twi; teranga: hospitality in Wolof...).
 */
export const nameRoots: readonly string[] = [
  'Kobo', 'Pesa', 'Soko', 'Sika', 'Owo', 'Ajo', 'Oja', 'Ego', 'Ahia', 'Teranga', 'Jali', 'Nuru',
  'Zuri', 'Imani', 'Baraka', 'Amani', 'Moyo', 'Kazi', 'Tunda', 'Malipo', 'Sankofa', 'Ubuntu',
  'Mzansi', 'Kasi', 'Zango', 'Dalali', 'Lami', 'Tiko', 'Akili', 'Jenga', 'Safari', 'Simba',
  'Twiga', 'Duma', 'Kilimo', 'Maji', 'Mvua', 'Jua', 'Ileri', 'Ayo', 'Eko', 'Naija', 'Ife',
  'Asa', 'Adwuma', 'Akwaaba', 'Yeleen', 'Dunia', 'Bora', 'Haraka', 'Pamoja', 'Sawa', 'Tena',
  'Selam', 'Addis', 'Atlas', 'Sahel', 'Delta', 'Savanna', 'Acacia', 'Harmattan', 'Kora', 'Mansa',
  'Zola', 'Thrive', 'Bright', 'North', 'Open', 'Swift', 'Clear', 'True', 'Bold', 'Kinetic',
  'Orbit', 'Pivot', 'Tribe', 'Hive', 'Beacon', 'Summit', 'Anchor', 'Lumen', 'Vega', 'Nova',
];

/** The first sentence: who the startup is and what it does. */
export const openingTemplates: readonly string[] = [
  '{name} provides {product} to {customers} in {city}.',
  '{name} builds {product} for {customers} across {country}.',
  'Founded in {city} in {year}, {name} offers {product} to {customers}.',
  '{name} gives {customers} in {country} {product}.',
  'Based in {city}, {name} runs {product} for {customers}.',
];

/** The problem for startups outside Africa, where the sector problems above do not fit. */
export const genericProblems: readonly string[] = [
  'Incumbents in {country} are slow, expensive and built for a few large customers.',
  'The tools available in {country} were designed elsewhere and fit local customers badly.',
  'Demand in {country} has grown faster than anyone serving it, and customers notice.',
];

/** Traction for a startup with users and revenue. */
export const revenueTractionTemplates: readonly string[] = [
  'It now serves {users} {userNoun} and earns {revenue} a month, growing {growth}% month on month.',
  'Monthly revenue has reached {revenue} with {users} {userNoun}.',
  'Since launch the company has grown to {users} {userNoun} and {revenue} in monthly revenue.',
  'Revenue is {revenue} a month from {users} {userNoun}, with retention above {retention}% after six months.',
];

/** Traction for a startup with users but no revenue yet. */
export const usageTractionTemplates: readonly string[] = [
  'The free product already has {users} {userNoun}; paid plans launch this year.',
  'It has signed up {users} {userNoun} in its first months, mostly through word of mouth.',
  '{users} {userNoun} use it today, growing {growth}% a month without paid marketing.',
];

/** Traction for a startup still before launch. */
export const pilotTractionTemplates: readonly string[] = [
  'The team is piloting with {pilots} early customers in {city} ahead of a public launch.',
  'A working prototype is in private beta with {pilots} design partners.',
  'Letters of intent from {pilots} customers are signed; the product launches next quarter.',
];

/** What the raise pays for. */
export const useOfFundsTemplates: readonly string[] = [
  'It is raising {raise} to expand to {otherCity} and grow the engineering team.',
  'The {raise} round will fund a regulatory licence and the launch in {otherCity}.',
  'It is raising {raise} to deepen the product and double its sales team.',
  'The {raise} raise extends runway to 24 months and opens {otherCity}.',
  'Proceeds of the {raise} round go to working capital and hiring.',
];

/** When the founder has not decided how much to raise. */
export const openRaiseTemplates: readonly string[] = [
  'It is preparing its {stage} round and is open to conversations about the amount.',
  'The {stage} round is being scoped with its first investors.',
];

/** Raises typed by founders who have not settled on an amount: kept as text, parsed to nothing. */
export const undecidedRaises: readonly string[] = ['TBD', 'To be determined', 'Open to offers'];

/** Founder bios: {years} of experience, {expertise}, {city}, {previous}. */
export const founderBioTemplates: readonly string[] = [
  '{previous} founder with {years} years in {expertise}, building from {city}.',
  'Engineer turned founder. {years} years in {expertise} before starting up in {city}.',
  'Former consultant with {years} years of {expertise} experience across African markets; now building in {city}.',
  '{previous} founder focused on {expertise}. Previously led teams at a bank and a telco in {city}.',
  'I have spent {years} years in {expertise} and started my company in {city} to solve a problem I lived with.',
];
