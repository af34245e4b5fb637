import type { Catalog } from '../../catalog';

/**
 * Arabic for what the finance engines refuse (packages/finance engine-errors.ts), which the server
 * answers after the request field it is about ('shares: {{message}}', financial-tools-messages.ts).
 * Names the code gives (periods, vestingMonths, pricedRound) stay as written, as in the field messages.
 * Spread into ar/financial-tools.ts.
 */
export default {
  // The request field a refusal is answered at (engineRefusalTemplates), then the engine's message
  'shares: {{message}}': 'shares: {{message}}',
  'assumptions: {{message}}': 'assumptions: {{message}}',
  'startup: {{message}}': 'startup: {{message}}',
  'input: {{message}}': 'input: {{message}}',
  'shareClasses: {{message}}': 'shareClasses: {{message}}',
  'safes: {{message}}': 'safes: {{message}}',
  'notes: {{message}}': 'notes: {{message}}',
  'unallocatedOptionPool: {{message}}': 'unallocatedOptionPool: {{message}}',
  'pricedRound: {{message}}': 'pricedRound: {{message}}',
  'pricedRound.preMoneyValuation: {{message}}': 'pricedRound.preMoneyValuation: {{message}}',
  'pricedRound.investment: {{message}}': 'pricedRound.investment: {{message}}',
  'pricedRound.optionPoolTargetPercent: {{message}}': 'pricedRound.optionPoolTargetPercent: {{message}}',
  'pricedRound.optionPoolIncrease: {{message}}': 'pricedRound.optionPoolIncrease: {{message}}',
  // allocation.ts
  'apportion: total must be a non-negative safe integer, got {{total}}': 'apportion: يجب أن يكون الإجمالي عددًا صحيحًا آمنًا غير سالب، والقيمة المستلمة: {{total}}',
  'apportion: weights must be finite and non-negative, got {{weight}}': 'apportion: يجب أن تكون الأوزان منتهية وغير سالبة، والقيمة المستلمة: {{weight}}',
  'apportion: cannot allocate a positive total over zero weights': 'apportion: لا يمكن توزيع إجمالي موجب على أوزان كلها صفرية',
  // cap-table.ts
  "duplicate share class id '{{id}}'": 'معرّف فئة الأسهم «{{id}}» مكرر',
  "share class '{{name}}': issue price must be ≥ 0": 'فئة الأسهم «{{name}}»: يجب أن يكون سعر الإصدار ≥ 0',
  "share class '{{name}}': liquidation preference multiple must be ≥ 0": 'فئة الأسهم «{{name}}»: يجب أن يكون مضاعف أفضلية التصفية ≥ 0',
  "share class '{{name}}': conversion ratio must be > 0": 'فئة الأسهم «{{name}}»: يجب أن تكون نسبة التحويل > 0',
  "share class '{{name}}': conversion price must be > 0": 'فئة الأسهم «{{name}}»: يجب أن يكون سعر التحويل > 0',
  "share class '{{name}}': participation cap must be at least the preference multiple": 'فئة الأسهم «{{name}}»: يجب ألّا يقل سقف المشاركة عن مضاعف الأفضلية',
  "holding of '{{holder}}' names unknown share class '{{shareClass}}'": 'حيازة «{{holder}}» تشير إلى فئة أسهم غير معروفة «{{shareClass}}»',
  "holding names unknown holder '{{holder}}'": 'حيازة تشير إلى حائز غير معروف «{{holder}}»',
  "holding of '{{holder}}': shares must be a whole number > 0": 'حيازة «{{holder}}»: يجب أن يكون عدد الأسهم عددًا صحيحًا > 0',
  "holding of '{{holder}}': vested shares must be a whole number between 0 and shares": 'حيازة «{{holder}}»: يجب أن تكون الأسهم المستحقة عددًا صحيحًا بين 0 وعدد الأسهم',
  "holding of '{{holder}}': exercise price must be ≥ 0": 'حيازة «{{holder}}»: يجب أن يكون سعر الممارسة ≥ 0',
  'unallocated option pool must be a whole number ≥ 0': 'يجب أن يكون مجمّع الخيارات غير المخصص عددًا صحيحًا ≥ 0',
  'price per share needs a positive share count': 'يتطلب سعر السهم عددًا موجبًا من الأسهم',
  // company-metrics.ts
  '{{month}} is not a month (YYYY-MM)': '{{month}} ليس شهرًا صالحًا (YYYY-MM)',
  'Cash for {{month}} must be a whole number of minor units, got {{value}}': 'يجب أن يكون النقد لشهر {{month}} عددًا صحيحًا من الوحدات الفرعية للعملة، والقيمة المستلمة: {{value}}',
  'Burn for {{month}} must be a whole number of minor units, got {{value}}': 'يجب أن يكون معدل الاستهلاك لشهر {{month}} عددًا صحيحًا من الوحدات الفرعية للعملة، والقيمة المستلمة: {{value}}',
  // conversions.ts and convertible-instruments.ts
  'the pre-round capitalization needs a positive whole number of shares': 'تتطلب الرسملة قبل الجولة عددًا صحيحًا موجبًا من الأسهم',
  'the unallocated pool must be between 0 and the fully diluted shares': 'يجب أن يكون المجمّع غير المخصص بين 0 وعدد الأسهم على أساس التخفيف الكامل',
  'the pre-money valuation must be positive': 'يجب أن يكون التقييم قبل التمويل موجبًا',
  'the round investment must be zero or more': 'يجب أن يكون استثمار الجولة صفرًا أو أكثر',
  'each investment must be a whole number of cents, zero or more': 'يجب أن يكون كل استثمار عددًا صحيحًا من السنتات، صفرًا أو أكثر',
  'the investments must add up to the round investment': 'يجب أن يساوي مجموع الاستثمارات استثمار الجولة',
  "safe '{{id}}': the investment must be a positive whole number of cents": 'اتفاقية SAFE «{{id}}»: يجب أن يكون الاستثمار عددًا صحيحًا موجبًا من السنتات',
  "safe '{{id}}': the discount must be at least 0% and below 100%": 'اتفاقية SAFE «{{id}}»: يجب أن يكون الخصم 0% على الأقل وأقل من 100%',
  "safe '{{id}}' needs a valuation cap, a discount or MFN terms": 'تتطلب اتفاقية SAFE «{{id}}» سقف تقييم أو خصمًا أو شروط الدولة الأكثر رعاية (MFN)',
  "note '{{id}}': the principal must be a positive whole number of cents": 'السند «{{id}}»: يجب أن يكون أصل المبلغ عددًا صحيحًا موجبًا من السنتات',
  "note '{{id}}': the discount must be at least 0% and below 100%": 'السند «{{id}}»: يجب أن يكون الخصم 0% على الأقل وأقل من 100%',
  "note '{{id}}': the interest rate must be zero or more": 'السند «{{id}}»: يجب أن يكون سعر الفائدة صفرًا أو أكثر',
  "note '{{id}}': dates must be ISO dates": 'السند «{{id}}»: يجب أن تكون التواريخ بصيغة ISO',
  'the post-money safes would own 100% or more of the company at their caps': 'ستمتلك اتفاقيات SAFE ما بعد التمويل 100% أو أكثر من الشركة عند سقوفها',
  'the option pool target is too large for this round': 'نسبة مجمّع الخيارات المستهدفة كبيرة جدًا لهذه الجولة',
  'the option pool increase must be a whole number of shares ≥ 0': 'يجب أن تكون زيادة مجمّع الخيارات عددًا صحيحًا من الأسهم ≥ 0',
  'the conversions do not settle: the converting securities would take the whole company at these terms': 'لا تستقر التحويلات: بهذه الشروط ستستحوذ الأوراق المالية المحوَّلة على الشركة بأكملها',
  'the round price rounds below 0.0001 of the currency a share at these terms': 'بهذه الشروط يُقرَّب سعر الجولة إلى أقل من 0.0001 من وحدة العملة للسهم',
  'a valuation cap must be positive': 'يجب أن يكون سقف التقييم موجبًا',
  'the capitalization needs a positive whole number of shares': 'تتطلب الرسملة عددًا صحيحًا موجبًا من الأسهم',
  'the pre-money valuation must be at most $10 trillion': 'يجب ألّا يتجاوز التقييم قبل التمويل 10 تريليونات دولار',
  'the round investment must be at most $10 trillion': 'يجب ألّا يتجاوز استثمار الجولة 10 تريليونات دولار',
  'no round price settles the anti-dilution in the pre-money: the protected preferred would take the whole pre-money at these terms': 'لا يوجد سعر جولة يوازن الحماية من التخفيف المحتسبة في التقييم قبل التمويل: بهذه الشروط ستستحوذ الأسهم الممتازة المحمية على كامل التقييم قبل التمويل',
  'an investment buys no share at the round price of {{price}} cents': 'لا يشتري الاستثمار أي سهم بسعر الجولة البالغ {{price}} سنت',
  "safe '{{id}}' has no valuation cap: it converts only in a priced round": 'اتفاقية SAFE «{{id}}» بلا سقف تقييم: لا تتحول إلا في جولة مسعّرة',
  // currency-conversion.ts and fraction.ts
  'not a decimal rate: {{text}}': 'ليس معدلًا عشريًا: {{text}}',
  'the denominator must be positive': 'يجب أن يكون المقام موجبًا',
  'division by zero': 'قسمة على صفر',
  'a finite number is needed': 'يلزم عدد منتهٍ',
  // pro-rata.ts and spec-cap-table.ts
  "pro-rata holder '{{holder}}' is not in the cap table": 'حائز حقوق المشاركة النسبية «{{holder}}» غير موجود في جدول الملكية',
  "unknown share class '{{name}}': declare it with its terms": 'فئة أسهم غير معروفة «{{name}}»: عرّفها مع شروطها',
  'convertible notes convert only in a priced round: add pricedRound': 'لا تتحول السندات القابلة للتحويل إلا في جولة مسعّرة: أضف pricedRound',
  // spec-round-price.ts
  'a price per share needs a priced round': 'يتطلب سعر السهم جولة مسعّرة',
  'the price per share must be more than zero': 'يجب أن يكون سعر السهم أكبر من صفر',
  'no pre-money valuation up to 10 trillion units of the currency gives this price per share': 'لا يوجد تقييم قبل التمويل حتى 10 تريليونات وحدة من العملة يعطي سعر السهم هذا',
  // vesting.ts
  'periods must be a positive integer, got {{periods}}': 'يجب أن تكون periods عددًا صحيحًا موجبًا، والقيمة المستلمة: {{periods}}',
  'acceleration.percentOfUnvested must be within 0–100, got {{percent}}': 'يجب أن تكون acceleration.percentOfUnvested بين 0 و100، والقيمة المستلمة: {{percent}}',
  'vestingMonths must be a whole number of months ≥ 0, got {{months}}': 'يجب أن تكون vestingMonths عددًا صحيحًا من الأشهر ≥ 0، والقيمة المستلمة: {{months}}',
  'cliffMonths must be a whole number between 0 and vestingMonths, got {{months}}': 'يجب أن تكون cliffMonths عددًا صحيحًا بين 0 وvestingMonths، والقيمة المستلمة: {{months}}',
  'totalShares must be a whole number of shares ≥ 0, got {{shares}}': 'يجب أن تكون totalShares عددًا صحيحًا من الأسهم ≥ 0، والقيمة المستلمة: {{shares}}',
  "expected an ISO date YYYY-MM-DD, got '{{text}}'": 'يُتوقع تاريخ بصيغة ISO YYYY-MM-DD، والقيمة المستلمة: «{{text}}»',
  "not a calendar date: '{{text}}'": 'ليس تاريخًا صالحًا في التقويم: «{{text}}»',
  // waterfall.ts and waterfall-solver.ts
  'exit value must be a whole number of cents ≥ 0, got {{cents}}': 'يجب أن تكون قيمة التخارج عددًا صحيحًا من السنتات ≥ 0، والقيمة المستلمة: {{cents}}',
  'the cap table has no shares or vested options to pay': 'لا يحتوي جدول الملكية على أسهم أو خيارات مستحقة للدفع لها',
  // returns/returns.ts
  "company {{companyId}}: an amount in {{currency}} is not in the company's currency, {{expected}}": 'الشركة {{companyId}}: مبلغ بعملة {{currency}} ليس بعملة الشركة {{expected}}',
  'company {{companyId}}: an amount must be a whole number of minor units ≥ 0, got {{amount}}': 'الشركة {{companyId}}: يجب أن يكون المبلغ عددًا صحيحًا من الوحدات الفرعية للعملة ≥ 0، والقيمة المستلمة: {{amount}}',
} as const satisfies Catalog;
