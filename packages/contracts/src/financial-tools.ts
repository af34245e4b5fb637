/**
 * Financial tools contract (the spec's Financial Tools screen; decision 0006), one file per
 * purpose: messages, cap table, financial model, valuation, funding tracker and the saved
 * cap-table scenarios, and the share ledger. This module keeps the public import path `@baobab/contracts/financial-tools`.
 */
export * from './financial-tools-messages';
export * from './financial-tools-fields';
export * from './financial-tools-cap-table';
export * from './financial-tools-cap-table-defaults';
export * from './financial-tools-model';
export * from './financial-tools-model-input';
export * from './financial-tools-valuation';
export * from './financial-tools-funding';
export * from './financial-tools-scenarios';
export * from './financial-tools-ledger';
