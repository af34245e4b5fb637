/**
 * A leaver's stake told in an aside beside their name, the leaving and the holding parted by a semicolon the clause
 * readers stop at: 'Co-founder & CTO (left Mar 2024; still holds his 18%, no buy-back agreed)', '(partie en 2023 ; garde
 * ses 6 %)'. Both in the one parenthesis, so the stake is the leaver's. Reads folded text.
 */
const aside = /\((?:[^()]{0,40}?\b)?(left|departed|resigned|quit|partie?|a quitte|sortie?)\b[^();]{0,40}[;,]\s*(still (holds|owns|has|keeps)|retains|keeps|kept|garde|conserve|detient toujours|a toujours|a garde|a conserve)\b[^()]{0,30}?(\d+(?:[.,]\d+)?\s?%|\b(shares|stake|actions|parts|titres)\b)/;

/** The sentence gives a leaver's stake kept in an aside. */
export const leaverAsideHolds = (lower: string): boolean => aside.test(lower);
