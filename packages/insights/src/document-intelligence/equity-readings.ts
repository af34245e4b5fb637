/**
 * The people-and-equity readings of the thirty-seventh round that red-flag-rules.ts's sentence rules call, gathered
 * under one import: share records unsettled in other words, an investor's stake as shares out of the whole or a
 * fraction, the founders' stake said together, and a leaver's stake kept in an aside.
 */
export { shareRecordsUnsettled } from './share-records-unsettled';
export { investorShareCount } from './investor-share-count';
export { foundersTogetherStake } from './founders-together';
export { leaverAsideHolds } from './leaver-aside';
