import type { Catalog } from '../catalog';
import dueDiligence from './insights/due-diligence';
import engine from './insights/engine';
import market from './insights/market';
import matching from './insights/matching';

/** Arabic for the AI Insights screen, keyed by their English (catalog.ts). */
export default {
  // The engines' findings, red flags, checks and recommendations (packages/insights)
  ...engine,
  ...dueDiligence,
  // Screen
  'Deterministic, explainable analysis: open any section marked ‘how’ to see the figures and weights behind a number.':
    'تحليل حتمي وقابل للتفسير: افتح أي قسم يحمل عبارة «كيف» لترى الأرقام والأوزان التي تستند إليها كل قيمة.',
  'Smart Matching': 'المطابقة الذكية',
  'Document Intelligence': 'تحليل المستندات',
  'Market Analysis': 'تحليل السوق',
  'Sign in to analyse startups: matching, documents and due diligence use your account.':
    'سجّل الدخول لتحليل الشركات الناشئة: تعتمد المطابقة والمستندات والعناية الواجبة على حسابك.',
  '{{label}}: {{score}} out of 100': '{{label}}: {{score}} من 100',
  // Smart matching
  'Hard filters on stage, sector, geography and ticket size, then a weighted score with thesis similarity. Every number is explained below each match.':
    'مرشّحات صارمة على المرحلة والقطاع والمنطقة الجغرافية وحجم الاستثمار، ثم درجة مرجّحة تشمل تشابه الأطروحة الاستثمارية. كل رقم مشروح أسفل كل مطابقة.',
  'Generate AI Matches': 'توليد مطابقات بالذكاء الاصطناعي',
  'Investor matches': 'المستثمرون المطابقون',
  "No investor matches this startup's stage, sector, geography and raise yet":
    'لا يوجد مستثمر يطابق مرحلة هذه الشركة الناشئة وقطاعها ومنطقتها الجغرافية والتمويل الذي تسعى إليه حتى الآن',
  'Match score': 'درجة المطابقة',
  'Hard filters': 'المرشّحات الصارمة',
  '{{filter}}: {{status}}': '{{filter}}: {{status}}',
  'pass': 'مُجتاز',
  'fail': 'غير مُجتاز',
  'unknown': 'غير معروف',
  'Market fit': 'الملاءمة للسوق',
  'Team strength': 'قوة الفريق',
  'Technology viability': 'الجدوى التقنية',
  'Financial projections': 'التوقعات المالية',
  'Success prediction: {{probability}} within {{timeframe}}': 'توقّع النجاح: {{probability}} خلال {{timeframe}}',
  'Key milestones': 'المحطات الرئيسية',
  'Risk factors': 'عوامل المخاطر',
  'How these numbers were computed': 'كيف احتُسبت هذه الأرقام',
  '{{filter}} filter ({{status}}): {{reason}}': 'مرشّح {{filter}} ({{status}}): {{reason}}',
  'Match weights: {{weights}}.': 'أوزان المطابقة: {{weights}}.',
  'Success prediction: no defensible number': 'توقّع النجاح: لا يوجد رقم يمكن الدفاع عنه',
  'Source: {{publisher}}, {{title}} ({{year}})': 'المصدر: {{publisher}}، {{title}} ({{year}})',
  'Evidence for {{name}}': 'الأدلة الخاصة بـ {{name}}',
  'No pitch deck analysed: team and product evidence is thin': 'لم يُحلَّل أي عرض تقديمي: الأدلة على الفريق والمنتج شحيحة',
  "The pitch deck's analysis is not shared with you, so team and product evidence comes from the profile only":
    'تحليل العرض التقديمي غير مشارك معك، لذا تأتي الأدلة على الفريق والمنتج من الملف التعريفي وحده',
  // Valuation benchmark (comparables.ts)
  'Raise benchmark': 'مقارنة التمويل المطلوب',
  'No comparable raise is stated on Baobab yet.': 'لا يوجد تمويل مطلوب مماثل مُعلن على Baobab حتى الآن.',
  'A raise is what a startup says it is raising, not a valuation: Baobab never estimates a valuation from it.':
    'التمويل المطلوب هو المبلغ الذي تعلن الشركة الناشئة أنها تسعى إلى جمعه، وليس تقييمًا: لا يستنتج Baobab منه أي تقييم على الإطلاق.',
  'How peers were chosen': 'كيف اختيرت الشركات المماثلة',
  'Peers: {{group}} ({{size}}). Range {{min}}–{{max}}, middle half {{q1}}–{{q3}}. The narrowest group with at least {{minimum}} stated raises is used: sector, stage and region, then sector and stage, then stage and region, then stage, then everyone. Percentile is the share of peers below plus half of those equal.':
    'الشركات المماثلة: {{group}} ({{size}}). النطاق {{min}}–{{max}}، والنصف الأوسط {{q1}}–{{q3}}. تُعتمد أضيق مجموعة تضم {{minimum}} مبالغ تمويل مُعلنة على الأقل: القطاع والمرحلة والمنطقة، ثم القطاع والمرحلة، ثم المرحلة والمنطقة، ثم المرحلة، ثم الجميع. المئين هو نسبة الشركات المماثلة الأدنى مضافًا إليها نصف المساوية لها.',
  // Document intelligence
  'Documents are analysed and stored privately against your own startup. Choose one of your startups above.':
    'تُحلَّل المستندات وتُحفظ بشكل خاص ضمن شركتك الناشئة. اختر إحدى شركاتك الناشئة أعلاه.',
  'Document text': 'نص المستند',
  'Paste the text of the document (up to 200,000 characters).': 'الصق نص المستند (حتى 200,000 حرف).',
  'Paste your pitch deck, financial statements, business plan or legal text': 'الصق عرضك التقديمي أو قوائمك المالية أو خطة عملك أو نصًا قانونيًا',
  'Analyze Document': 'تحليل المستند',
  'Or upload a document': 'أو ارفع مستندًا',
  'PDF, Word (.docx) or PowerPoint (.pptx), up to 10 MB. Text is extracted on the server; scanned images cannot be read.':
    'PDF أو Word (.docx) أو PowerPoint (.pptx)، بحد أقصى 10 ميغابايت. يُستخرج النص على الخادم؛ ولا يمكن قراءة الصور الممسوحة ضوئيًا.',
  'Analyze File': 'تحليل الملف',
  'The file must be at most 10 MB': 'يجب ألا يتجاوز حجم الملف 10 ميغابايت',
  'Analysed documents': 'المستندات المحلَّلة',
  '(pasted)': '(ملصوق)',
  '{{date}} · confidence {{percent}} · {{flags}} flags': '{{date}} · الثقة {{percent}} · إشارات التحذير: {{flags}}',
  'Analysis': 'التحليل',
  'Confidence score': 'درجة الثقة',
  '{{words}} words': '{{words}} كلمة',
  'Strengths': 'نقاط القوة',
  'Risk flags': 'إشارات التحذير',
  '(rule {{rule}}, {{sentences}} sentences)': '(القاعدة {{rule}}، عدد الجمل: {{sentences}})',
  '(rule {{rule}})': '(القاعدة {{rule}})',
  'Extracted data': 'البيانات المستخرجة',
  'Expenses': 'المصروفات',
  'Legal': 'الجانب القانوني',
  'Not found in the text': 'غير موجود في النص',
  'from “{{sentence}}”': 'من «{{sentence}}»',
  'Deck quality {{score}}/100: how each section scored': 'جودة العرض التقديمي {{score}}/100: درجة كل قسم',
  '{{section}} (weight {{weight}}, {{mentions}} mentions, with figures)': '{{section}} (الوزن {{weight}}، عدد الإشارات: {{mentions}}، مدعوم بالأرقام)',
  '{{section}} (weight {{weight}}, {{mentions}} mentions)': '{{section}} (الوزن {{weight}}، عدد الإشارات: {{mentions}})',
  // Due diligence
  'Seven categories scored from what Baobab knows about the startup and you may see: profile, analysed documents, cap table, financial model, valuation, funding tracker and data room.':
    'سبع فئات تُقيَّم بناءً على ما يعرفه Baobab عن الشركة الناشئة ويُسمح لك برؤيته: الملف التعريفي، والمستندات المحلَّلة، وجدول الرسملة، والنموذج المالي، والتقييم، ومتتبّع التمويل، وغرفة البيانات.',
  'Generate Report': 'إنشاء التقرير',
  '/ 100 overall score': '/ 100 الدرجة الإجمالية',
  'Startup assessment: {{score}}/100': 'تقييم الشركة الناشئة: {{score}}/100',
  '{{level}} Risk': 'المخاطر: {{level}}',
  'Low': 'منخفضة',
  'Medium': 'متوسطة',
  'High': 'مرتفعة',
  'Summary by the configured language model, from the figures above: {{narrative}}': 'ملخص من إعداد النموذج اللغوي المُهيَّأ، استنادًا إلى الأرقام أعلاه: {{narrative}}',
  'How the overall score and risk level were computed': 'كيف احتُسبت الدرجة الإجمالية ومستوى المخاطر',
  'Overall = Σ weight × category score, with weights {{weights}}. Each red flag takes {{high}} (high), {{medium}} (medium) or {{low}} (low) points off its category. High risk below {{highBelow}} or with any critical issue; medium below {{mediumBelow}}.':
    'الدرجة الإجمالية = Σ الوزن × درجة الفئة، بالأوزان {{weights}}. تخصم كل إشارة تحذير {{high}} (مرتفعة) أو {{medium}} (متوسطة) أو {{low}} (منخفضة) نقطة من فئتها. المخاطر مرتفعة دون {{highBelow}} أو عند وجود أي مشكلة حرجة؛ ومتوسطة دون {{mediumBelow}}.',
  'Based on': 'بناءً على',
  '{{count}} analysed documents_zero': '{{count, number}} مستند محلَّل',
  '{{count}} analysed documents_one': '{{count, number}} مستند محلَّل',
  '{{count}} analysed documents_two': '{{count, number}} مستندين محلَّلين',
  '{{count}} analysed documents_few': '{{count, number}} مستندات محلَّلة',
  '{{count}} analysed documents_many': '{{count, number}} مستندًا محلَّلًا',
  '{{count}} analysed documents_other': '{{count, number}} مستند محلَّل',
  'Critical issues': 'المشكلات الحرجة',
  'Market': 'السوق',
  'Funding tracker and confirmed investments': 'متتبّع التمويل والاستثمارات المؤكَّدة',
  'Market analysis': 'تحليل السوق',
  '{{category}} (not scored)': '{{category}} (غير مُقيَّمة)',
  'Not shared with you, so not scored: {{facts}}.': 'غير مشارك معك، لذا لم يُقيَّم: {{facts}}.',
  'Issues': 'المشكلات',
  'No issues found.': 'لم تُرصد أي مشكلات.',
  'Nothing to add.': 'لا شيء يُضاف.',
  'Checks behind this score (weight {{weight}})': 'الفحوص التي تستند إليها هذه الدرجة (الوزن {{weight}})',
  ': {{earned}}/{{points}} points, {{effect}} overall. {{fact}}: ': ': {{earned}}/{{points}} نقطة، و{{effect}} على الدرجة الإجمالية. {{fact}}: ',
  'Red flag ({{severity}}): {{title}}': 'إشارة تحذير (الخطورة: {{severity}}): {{title}}',
  ': −{{penalty}} points, {{effect}} overall. ': ': −{{penalty}} نقطة، و{{effect}} على الدرجة الإجمالية. ',
  "The founder shared their document analyses with you in brief: they count in this score exactly as in the founder's, with no sentence from the documents shown.":
    'شارك المؤسس معك ملخص تحليلات مستنداته: وهي تُحتسب في هذه الدرجة تمامًا كما تُحتسب في درجة المؤسس، دون عرض أي جملة من المستندات.',
  'No data room of this startup is open to you, so data-room documents are not part of this report.':
    'لا توجد غرفة بيانات لهذه الشركة الناشئة مفتوحة لك، لذا لا تدخل مستندات غرف البيانات في هذا التقرير.',
  'No document analysed yet: analyse the pitch deck to add team, product and legal evidence.':
    'لم يُحلَّل أي مستند بعد: حلّل العرض التقديمي لإضافة أدلة على الفريق والمنتج والجانب القانوني.',
  // Market analysis
  'The market analysis could not be loaded.': 'تعذّر تحميل تحليل السوق.',
  '{{sector}} in {{country}}': '{{sector}} في {{country}}',
  'Trend score': 'درجة الاتجاه',
  'Growth potential': 'إمكانات النمو',
  'Competition': 'المنافسة',
  'Key trends': 'الاتجاهات الرئيسية',
  'Timeframe': 'الإطار الزمني',
  'Figures and weights behind these scores': 'الأرقام والأوزان التي تستند إليها هذه الدرجات',
  'Growth potential = {{demand}} × investor demand + {{trend}} × trend + {{capital}} × capital coverage. Competition = {{density}} × density + {{crowding}} × startups per investor.':
    'إمكانات النمو = {{demand}} × طلب المستثمرين + {{trend}} × الاتجاه + {{capital}} × تغطية رأس المال. المنافسة = {{density}} × الكثافة + {{crowding}} × عدد الشركات الناشئة لكل مستثمر.',
  // The matching engine's sentences (packages/insights)
  ...matching,
  ...market,
} as const satisfies Catalog;
