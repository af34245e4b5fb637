import type { Catalog } from '../../catalog';

/**
 * Arabic for the document-intelligence engine's text (packages/insights/src/document-intelligence): the
 * red flags' titles and recommendations, the strengths and recommendations of an analysis, and the kinds
 * of extracted findings. The web shows them through useTranslateMessage (decision 0023).
 */
export default {
  // Red flags over the whole document (red-flags.ts, unit-economics.ts)
  'Monthly burn exceeds monthly revenue': 'الحرق النقدي الشهري يتجاوز الإيرادات الشهرية',
  'Monthly burn of {{burn}} with no revenue stated': 'حرق نقدي شهري قدره {{burn}} دون إعلان أي إيرادات',
  'Costs ({{cost}}) exceed revenue ({{revenue}}) for the same period': 'التكاليف ({{cost}}) تتجاوز الإيرادات ({{revenue}}) للفترة نفسها',
  'Cost of sales ({{cost}}) exceeds revenue ({{revenue}})': 'تكلفة المبيعات ({{cost}}) تتجاوز الإيرادات ({{revenue}})',
  'Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})': 'الحرق النقدي الشهري ({{burn}}) يتجاوز الإيرادات الشهرية ({{revenue}})',
  'Show the path to break-even: monthly burn, revenue growth and the month they cross.':
    'بيّن الطريق إلى نقطة التعادل: الحرق النقدي الشهري، ونمو الإيرادات، والشهر الذي يتقاطعان فيه.',
  'No revenue or cost figures': 'لا توجد أرقام للإيرادات أو التكاليف',
  'Add revenue, monthly burn, gross margin and runway with their currency and period.':
    'أضف الإيرادات والحرق النقدي الشهري وهامش الربح الإجمالي ومدة كفاية النقد، مع عملتها وفترتها.',
  'Unit economics figures contradict each other': 'أرقام اقتصاديات الوحدة متناقضة',
  'Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.':
    'طابِق بين CAC وLTV وفترة الاسترداد والهامش انطلاقًا من جدول أفواج واحد، وبيّن طريقة احتساب كل منها.',
  'Stated contribution margin of {{stated}}%, but the order value and costs listed imply {{implied}}%':
    'هامش المساهمة المُعلن {{stated}}%، لكن قيمة الطلب والتكاليف المذكورة تعطي {{implied}}%',
  'Stated LTV/CAC of {{stated}}, but the LTV and CAC given imply {{implied}}': 'نسبة LTV/CAC المُعلنة {{stated}}، لكن قيمتي LTV وCAC المذكورتين تعطيان {{implied}}',
  'Stated CAC of {{stated}}, but acquisition spend over new customers implies {{implied}}': 'تكلفة اكتساب العميل المُعلنة {{stated}}، لكن إنفاق الاكتساب مقسومًا على العملاء الجدد يعطي {{implied}}',
  'Stated LTV of {{stated}}, but what a customer pays over its stated lifetime comes to {{implied}}': 'قيمة LTV المُعلنة {{stated}}، لكن ما يدفعه العميل طوال مدة بقائه المُعلنة يبلغ {{implied}} فقط',
  'Stated LTV of {{stated}}, but the margin and lifetime the text gives imply {{implied}}': 'قيمة LTV المُعلنة {{stated}}، لكن الهامش ومدة البقاء الواردة في النص تشير إلى {{implied}}',
  'Stated margin of {{stated}} a month per customer, above the {{price}} a customer pays': 'هامش مُعلن قدره {{stated}} لكل عميل شهريًا، وهو أعلى من {{price}} التي يدفعها العميل',
  'Stated CAC payback of {{stated}} months, but CAC and monthly gross profit per customer imply {{implied}} months':
    'فترة استرداد CAC المُعلنة {{stated}} شهرًا، لكن CAC وإجمالي الربح الشهري لكل عميل يعطيان {{implied}} شهرًا',
  'Stated payback of {{stated}} months, but the cost of one unit and what it earns a month imply {{implied}} months':
    'فترة استرداد مُعلنة قدرها {{stated}} شهرًا، لكن تكلفة الوحدة الواحدة وما تدرّه شهريًا يعطيان {{implied}} شهرًا',
  'A customer lifetime of {{months}} months, but the churn the text reports is high': 'مدة بقاء العميل {{months}} شهرًا، لكن معدل التسرب الوارد في النص مرتفع',
  'Unit economics are called positive, but LTV is below CAC ({{ratio}})': 'توصف اقتصاديات الوحدة بأنها إيجابية، لكن LTV أقل من CAC ({{ratio}})',
  'Unit economics are called positive, but contribution margin is {{margin}}%': 'توصف اقتصاديات الوحدة بأنها إيجابية، لكن هامش المساهمة {{margin}}%',
  'Unit economics are called positive, but gross margin is {{margin}}%': 'توصف اقتصاديات الوحدة بأنها إيجابية، لكن هامش الربح الإجمالي {{margin}}%',
  'Unit economics are called positive, but the text says each order loses money': 'توصف اقتصاديات الوحدة بأنها إيجابية، لكن النص يذكر أن كل طلب يحقق خسارة',
  'LTV is below CAC ({{ratio}})': 'LTV أقل من CAC ({{ratio}})',
  'CAC payback ({{payback}} months) is longer than a customer stays ({{lifetime}} months)':
    'مدة استرداد CAC ({{payback}} شهرًا) أطول من مدة بقاء العميل ({{lifetime}} شهرًا)',
  'Each order or customer loses money': 'كل طلب أو عميل يحقق خسارة',
  // Red flags read sentence by sentence (red-flag-rules.ts, red-flag-rules-metrics.ts, departed-holdings.ts)
  'Revenue depends on a few customers': 'الإيرادات تعتمد على عدد قليل من العملاء',
  'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.':
    'اعرض توزيع الإيرادات حسب العميل وخطة للتنويع؛ وتوقّع أن يطلب المستثمرون شروط عقود أكبر العملاء.',
  'A founder or executive has left': 'غادر أحد المؤسسين أو المسؤولين التنفيذيين',
  "Explain the departure, who now covers the role, and what happened to the leaver's equity.":
    'اشرح سبب المغادرة، ومن يتولى الدور الآن، وما آلت إليه حصة الشخص المغادر.',
  'Litigation or a legal dispute is mentioned': 'ورد ذكر دعوى قضائية أو نزاع قانوني',
  "Disclose the parties, the amount at stake, the stage of proceedings and counsel's assessment.":
    'أفصح عن الأطراف، والمبلغ محل النزاع، ومرحلة الإجراءات، وتقييم المستشار القانوني.',
  'Related-party dealings': 'تعاملات مع أطراف ذات علاقة',
  "List related-party transactions with their terms and show they were approved at arm's length.":
    'اذكر المعاملات مع الأطراف ذات العلاقة وشروطها، وبيّن أنها أُقرّت وفق شروط السوق العادلة.',
  'Claims to have no competition': 'يدّعي عدم وجود منافسة',
  'Name the alternatives customers use today (including doing nothing) and why they switch.':
    'اذكر البدائل التي يستخدمها العملاء اليوم (بما في ذلك عدم فعل شيء) وسبب تحوّلهم عنها.',
  'Founders hold a small stake': 'يملك المؤسسون حصة صغيرة',
  'Show the fully diluted cap table; a founder stake under 40% before later rounds weakens incentives.':
    'اعرض جدول الرسملة على أساس التخفيف الكامل؛ فحصة المؤسسين التي تقل عن 40% قبل الجولات اللاحقة تُضعف حوافزهم.',
  'An investor holds control': 'يملك أحد المستثمرين السيطرة',
  'Explain the governance rights attached to the controlling stake and how founders keep decision rights.':
    'اشرح حقوق الحوكمة المرتبطة بحصة السيطرة وكيف يحتفظ المؤسسون بحقوق اتخاذ القرار.',
  'Departed people still hold equity': 'أشخاص غادروا الشركة ما زالوا يملكون حصصًا',
  'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.':
    'اعرض شروط الاستحقاق التدريجي وإعادة الشراء الخاصة بالمغادرين؛ فالأسهم غير المستحقة التي يملكها أعضاء سابقون في الفريق يُعاد شراؤها عادةً.',
  'The cap table is described as unclear': 'يوصف جدول الرسملة بأنه غير واضح',
  'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.':
    'طابِق جدول الرسملة مع سجل المساهمين ومع كل SAFE وسند قابل للتحويل ومنحة خيارات قبل الجولة.',
  'Regulatory or licence issue': 'مشكلة تنظيمية أو متعلقة بالترخيص',
  'List the licences the business needs, their status and timeline, and the plan if approval is delayed.':
    'اذكر التراخيص التي يحتاجها النشاط، وحالتها وجدولها الزمني، والخطة في حال تأخر الموافقة.',
  'Short cash runway': 'مدة كفاية النقد قصيرة',
  'Show a bridge plan: costs that can be cut, and the runway after this round.':
    'اعرض خطة انتقالية: التكاليف التي يمكن خفضها، ومدة كفاية النقد بعد هذه الجولة.',
  'Going-concern doubt': 'شكوك حول مبدأ الاستمرارية',
  "Explain the auditor's going-concern note and the funding that resolves it.":
    'اشرح ملاحظة المدقق بشأن مبدأ الاستمرارية والتمويل الذي يعالجها.',
  'Revenue is declining': 'الإيرادات في تراجع',
  "Explain the cause of the decline and show the most recent months' trend.": 'اشرح سبب التراجع واعرض اتجاه الأشهر الأخيرة.',
  'Debt default, covenant breach or arrears': 'تخلّف عن سداد دين أو إخلال بتعهّد مالي أو متأخرات',
  'Disclose the creditor, the amount and the agreed remedy, and whether new money will repay it.':
    'أفصح عن الدائن والمبلغ والمعالجة المتفق عليها، وما إذا كانت الأموال الجديدة ستُستخدم لسداده.',
  'Accounts are unaudited or the audit opinion is modified': 'الحسابات غير مدققة أو رأي المدقق معدَّل',
  'Provide audited accounts, or explain the qualification and how it was resolved.': 'قدّم حسابات مدققة، أو اشرح التحفظ وكيف عولج.',
  'Gross margin is negative or falling': 'هامش الربح الإجمالي سالب أو في تراجع',
  'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.':
    'اعرض هامش الربح الإجمالي حسب المنتج والشهر، وما يحدد تكلفة المبيعات، والطريق إلى هامش إيجابي مستقر.',
  'Customer churn is high': 'معدل فقدان العملاء مرتفع',
  'Show churn by monthly cohort, why customers leave, and what has been done about it.':
    'اعرض معدل فقدان العملاء حسب الفوج الشهري، وأسباب مغادرتهم، وما اتُّخذ من إجراءات لمعالجته.',
  'One-off revenue is presented as recurring': 'إيرادات لمرة واحدة معروضة على أنها متكررة',
  'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.':
    'افصل الإيرادات المتكررة عن الإيرادات لمرة واحدة، واحتسب ARR من الإيرادات المتكررة المتعاقد عليها فقط.',
  'A licence or permit is still pending': 'ترخيص أو تصريح ما زال قيد الانتظار',
  'Give the licence, the regulator, the filing date and the expected decision, and what the business can do until then.':
    'اذكر الترخيص والجهة التنظيمية وتاريخ تقديم الطلب والقرار المتوقع، وما يمكن للنشاط القيام به حتى ذلك الحين.',
  'Projected growth looks unrealistic': 'يبدو النمو المتوقع غير واقعي',
  'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.':
    'اربط التوقعات بنموذج تصاعدي (العملاء × السعر × معدل التحويل) واعرض الافتراضات التي تستند إليها كل سنة.',
  // Strengths and recommendations of an analysis (document-summary.ts)
  'Reports {{kind}} of {{amount}}': 'يُعلن {{kind}} بقيمة {{amount}}',
  'States team background ({{background}})': 'يذكر خلفية الفريق ({{background}})',
  'Names its team roles: {{item1}}': 'يسمّي أدوار الفريق: {{item1}}',
  'Names its team roles: {{item1}}, {{item2}}': 'يسمّي أدوار الفريق: {{item1}}، {{item2}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}': 'يسمّي أدوار الفريق: {{item1}}، {{item2}}، {{item3}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}': 'يسمّي أدوار الفريق: {{item1}}، {{item2}}، {{item3}}، {{item4}}',
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': 'يسمّي أدوار الفريق: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}',
  'Developed, quantified sections: {{item1}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}',
  'Developed, quantified sections: {{item1}}, {{item2}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}، {{item6}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}، {{item6}}، {{item7}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}، {{item6}}، {{item7}}، {{item8}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}, {{item9}}': 'أقسام مفصّلة ومدعومة بالأرقام: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}، {{item6}}، {{item7}}، {{item8}}، {{item9}}',
  'Documents its legal standing: {{item1}}': 'يوثّق وضعه القانوني: {{item1}}',
  'Documents its legal standing: {{item1}}, {{item2}}': 'يوثّق وضعه القانوني: {{item1}}، {{item2}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}': 'يوثّق وضعه القانوني: {{item1}}، {{item2}}، {{item3}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}': 'يوثّق وضعه القانوني: {{item1}}، {{item2}}، {{item3}}، {{item4}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': 'يوثّق وضعه القانوني: {{item1}}، {{item2}}، {{item3}}، {{item4}}، {{item5}}',
  'No high-severity red flags found': 'لم تُرصد إشارات تحذير عالية الخطورة',
  "Paste the document's text to analyse it.": 'الصق نص المستند لتحليله.',
  'Paste the full document: only {{words}} words were found, which limits the analysis.': 'الصق المستند كاملًا: لم يُعثر إلا على {{words}} كلمة، مما يحدّ من التحليل.',
  'Add a {{section}} section: {{advice}}.': 'أضف قسمًا بعنوان «{{section}}»: {{advice}}.',
  'Quantify the {{section}} section with figures.': 'ادعم قسم «{{section}}» بالأرقام.',
  // Deck sections as the advice names them, and what each should say
  'problem': 'المشكلة',
  'solution': 'الحل',
  'market size': 'حجم السوق',
  'traction': 'الزخم التجاري',
  'business model': 'نموذج العمل',
  'competition': 'المنافسة',
  'team': 'الفريق',
  'financials': 'البيانات المالية',
  'ask and use of funds': 'المبلغ المطلوب واستخدام الأموال',
  'who has the problem, how often, and what it costs them': 'من يواجه المشكلة، وكم مرة، وكم تكلّفه',
  'what the product does and why it solves the problem better': 'ما يفعله المنتج ولماذا يحل المشكلة بشكل أفضل',
  'the addressable market with its source, and the share you can reach': 'السوق القابلة للاستهداف مع مصدرها، والحصة التي يمكنك بلوغها',
  'users, revenue and growth over time': 'المستخدمون والإيرادات والنمو بمرور الوقت',
  'who pays, how much and how often': 'من يدفع، وكم، وكم مرة',
  'the alternatives and why customers choose you': 'البدائل ولماذا يختارك العملاء',
  'who the founders are and why they can win': 'من هم المؤسسون ولماذا يمكنهم النجاح',
  'revenue, burn, margins and runway, with projections': 'الإيرادات والحرق النقدي والهوامش ومدة كفاية النقد، مع التوقعات',
  'the amount raised, the instrument and the use of funds': 'المبلغ المطلوب جمعه، وأداة التمويل، واستخدام الأموال',
  // Kinds of extracted findings (findings.ts)
  'revenue': 'الإيرادات',
  'sales': 'المبيعات',
  'turnover': 'رقم الأعمال',
  'income': 'الدخل',
  'earnings': 'الأرباح',
  'bookings': 'الطلبات المحجوزة',
  'billings': 'الفوترة',
  'premiums': 'أقساط التأمين المكتتبة',
  'expenses': 'المصروفات',
  'burn': 'الحرق النقدي',
  'costs': 'التكاليف',
  'spend': 'الإنفاق',
  'payroll': 'كتلة الرواتب',
  'salaries': 'الرواتب',
  'net loss': 'صافي الخسارة',
  'overheads': 'المصاريف العامة',
  'founder': 'مؤسس',
  'co-founder': 'مؤسس مشارك',
  'headcount': 'عدد الموظفين',
  'background': 'الخلفية المهنية',
  'incorporation': 'التأسيس',
  'licence': 'الترخيص أو التصريح',
  'intellectual property': 'الملكية الفكرية',
  'litigation': 'التقاضي',
  'regulation': 'التنظيم',
  'data protection': 'حماية البيانات',
  'agreements': 'الاتفاقيات',
} as const satisfies Catalog;
