import { deckSectionLabels } from '@baobab/contracts/insights-texts';
import type { DocumentAnalysisResult } from '@baobab/contracts/insights';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { formatCount, formatPercent } from '@/lib/format';
import { useT, useTranslateMessage, type Key } from '@/lib/i18n/use-t';
import { BulletList, ScoreBar } from './score-bar';

const severityBadge = { high: 'destructive', medium: 'accent', low: 'secondary' } as const;
const extractedLabels = { revenue: 'Revenue', expenses: 'Expenses', team: 'Team', legal: 'Legal' } as const satisfies Record<string, Key<'insights'>>;

/** A document analysis: confidence, strengths, red flags with their sentence, extracted data and deck quality. */
export function DocumentResult({ result }: { result: DocumentAnalysisResult }) {
  const t = useT('insights');
  // The engine's sentences arrive in English; their French is in the insights catalog (decision 0023).
  const tm = useTranslateMessage();
  const sectionName = (section: keyof typeof deckSectionLabels) => {
    const name = tm(deckSectionLabels[section]);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  return (
    <Card>
      <CardHeader layout="rowCentered">
        <CardTitle>{t('Analysis')}</CardTitle>
        <p className="text-sm text-stone-600">
          <FactLine
            facts={[
              <>
                {t('Confidence score')} <span className="text-lg font-bold text-brand-800">{formatPercent(result.confidence)}</span>
              </>,
              t('{{words}} words', { words: formatCount(result.wordCount) }),
            ]}
          />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <BulletList title={t('Strengths')} items={result.strengths.map((s) => tm(s))} />
        <div>
          <h3 className="text-sm font-semibold">{t('Risk flags')}</h3>
          {result.riskFlags.length === 0 ? <p className="mt-1 text-sm text-stone-500">{t('No red flags found.')}</p> : null}
          <ul className="mt-2 flex flex-col gap-2">
            {result.riskFlags.map((flag) => (
              <li key={flag.ruleId} className="rounded-lg border border-stone-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={severityBadge[flag.severity]}>{t(flag.severity)}</Badge>
                  <span className="text-sm font-medium">{tm(flag.title)}</span>
                </div>
                {flag.evidence ? <blockquote className="mt-2 border-s-2 border-stone-300 ps-3 text-sm italic text-stone-700">“{flag.evidence}”</blockquote> : null}
                <p className="mt-1 text-xs text-stone-600">
                  {tm(flag.recommendation)}{' '}
                  {flag.occurrences > 1 ? t('(rule {{rule}}, {{sentences}} sentences)', { rule: flag.ruleId, sentences: flag.occurrences })
 : t('(rule {{rule}})', { rule: flag.ruleId })}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">{t('Extracted data')}</h3>
          <dl className="mt-2 grid gap-3 md:grid-cols-2">
            {(Object.keys(extractedLabels) as (keyof typeof extractedLabels)[]).map((key) => (
              <div key={key} className="rounded-lg bg-stone-50 p-3">
                <dt className="text-sm font-medium">{t(extractedLabels[key])}</dt>
                {result.extractedData[key].length === 0 ? <dd className="text-sm text-stone-500">{t('Not found in the text')}</dd> : null}
                {result.extractedData[key].slice(0, 4).map((f, i) => (
                  <dd key={`${f.kind}-${i}`} className="mt-1 text-sm">
                    <span className="font-medium">{tm(f.kind)}</span>: {f.amount ? f.amount.text : f.text}
                    <span className="block text-xs text-stone-500">{t('from “{{sentence}}”', { sentence: f.sentence })}</span>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
        {result.deckQuality ? (
          <EvidenceDetails summary={t('Deck quality {{score}}/100: how each section scored', { score: result.deckQuality.score })}>
            {result.deckQuality.sections.map((s) => (
              <div key={s.section} className="flex flex-col gap-1">
                <ScoreBar
                  label={
                    s.quantified
                      ? t('{{section}} (weight {{weight}}, {{mentions}} mentions, with figures)', { section: sectionName(s.section), weight: s.weight, mentions: s.mentions })
                      : t('{{section}} (weight {{weight}}, {{mentions}} mentions)', { section: sectionName(s.section), weight: s.weight, mentions: s.mentions })
                  }
                  score={s.score}
                />
                {s.evidence[0] ? <p className="text-xs text-stone-500">“{s.evidence[0]}”</p> : null}
              </div>
            ))}
          </EvidenceDetails>
        ) : null}
        <BulletList title={t('Recommendations')} items={result.recommendations.map((r) => tm(r))} />

      </CardContent>
    </Card>
  );
}
