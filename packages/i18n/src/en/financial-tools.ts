import type { Catalog } from '../catalog';

/** English plural forms for the financial-tools screens (en-plurals.ts): `key_one` and `key_other` for each counted key. */
export default {
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_one': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}_other': '{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}',
  '{{shares}} options_one': '{{shares}} options',
  '{{shares}} options_other': '{{shares}} options',
  'Recorded by {{count}} investors_one': 'Recorded by {{count}} investor',
  'Recorded by {{count}} investors_other': 'Recorded by {{count}} investors',
  '{{raised}} received of {{target}} from {{count}} investors_one': '{{raised}} received of {{target}} from {{count}} investor',
  '{{raised}} received of {{target}} from {{count}} investors_other': '{{raised}} received of {{target}} from {{count}} investors',
  // Counted messages of the ledger and the OCF import (financial-tools-ledger.ts, cap-table-exports.ts)
  'The {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)_one':
    'The {{kind}} on {{date}} needs {{count}} share of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  'The {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)_other':
    'The {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  'the {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)_one':
    'the {{kind}} on {{date}} needs {{count}} share of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  'the {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)_other':
    'the {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  '{{count}} shares of it on that date_one': '{{count}} share of it on that date',
  '{{count}} shares of it on that date_other': '{{count}} shares of it on that date',
  "The exercise on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{vested}} (shares)_one":
    "The exercise on {{date}} needs {{count}} option of {{holder}}'s grant, which has {{vested}} (shares)",
  "The exercise on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{vested}} (shares)_other":
    "The exercise on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{vested}} (shares)",
  '{{count}} options vested and not yet exercised on that date_one': '{{count}} option vested and not yet exercised on that date',
  '{{count}} options vested and not yet exercised on that date_other': '{{count}} options vested and not yet exercised on that date',
  "The cancellation on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{remaining}} (shares)_one":
    "The cancellation on {{date}} needs {{count}} option of {{holder}}'s grant, which has {{remaining}} (shares)",
  "The cancellation on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{remaining}} (shares)_other":
    "The cancellation on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{remaining}} (shares)",
  '{{count}} options not exercised or cancelled on that date_one': '{{count}} option not exercised or cancelled on that date',
  '{{count}} options not exercised or cancelled on that date_other': '{{count}} options not exercised or cancelled on that date',
  'The option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)_one':
    'The option grant on {{date}} needs {{count}} option from {{plan}}, which has {{left}} (shares)',
  'The option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)_other':
    'The option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)',
  'the option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)_one':
    'the option grant on {{date}} needs {{count}} option from {{plan}}, which has {{left}} (shares)',
  'the option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)_other':
    'the option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)',
  '{{count}} options left in its pool on that date_one': '{{count}} option left in its pool on that date',
  '{{count}} options left in its pool on that date_other': '{{count}} options left in its pool on that date',
  'must have at least {{count}} items_one': 'must have at least {{count}} item',
  'must have at least {{count}} items_other': 'must have at least {{count}} items',
  "turns '{{id}}', a right left out of the share ledger, into shares: written as the issuance of the {{count}} shares it gave_one":
    "turns '{{id}}', a right left out of the share ledger, into shares: written as the issuance of the {{count}} share it gave",
  "turns '{{id}}', a right left out of the share ledger, into shares: written as the issuance of the {{count}} shares it gave_other":
    "turns '{{id}}', a right left out of the share ledger, into shares: written as the issuance of the {{count}} shares it gave",
  // The valuation engine (packages/finance, valuation-texts.ts)
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._one': 'Fair value {{value}}: the confidence-weighted average of {{count}} method.',
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._other': 'Fair value {{value}}: the confidence-weighted average of {{count}} methods.',
  '{{count}} confirmed rounds_one': '{{count}} confirmed round',
  '{{count}} confirmed rounds_other': '{{count}} confirmed rounds',
} as const satisfies Catalog;
