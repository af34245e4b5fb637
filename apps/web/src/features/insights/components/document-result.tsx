import type { DocumentAnalysisResult } from '@baobab/contracts/insights';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import { BulletList, ScoreBar } from './score-bar';

const severityBadge = { high: 'destructive', medium: 'accent', low: 'secondary' } as const;
const extractedLabels = { revenue: 'Revenue', expenses: 'Expenses', team: 'Team', legal: 'Legal' } as const;

/** A document analysis: confidence, strengths, red flags with their sentence, extracted data and deck quality. */
export function DocumentResult({ result }: { result: DocumentAnalysisResult }) {
  return (
    <Card>
      <CardHeader layout="rowCentered">
        <CardTitle>Analysis</CardTitle>
        <p className="text-sm text-stone-600">
          Confidence score <span className="text-lg font-bold text-brand-800">{formatPercent(result.confidence)}</span> · {result.wordCount.toLocaleString('en-US')} words
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <BulletList title="Strengths" items={result.strengths} />
        <div>
          <h3 className="text-sm font-semibold">Risk flags</h3>
          {result.riskFlags.length === 0 ? <p className="mt-1 text-sm text-stone-500">No red flags found.</p> : null}
          <ul className="mt-2 flex flex-col gap-2">
            {result.riskFlags.map((flag) => (
              <li key={flag.ruleId} className="rounded-lg border border-stone-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={severityBadge[flag.severity]}>{flag.severity}</Badge>
                  <span className="text-sm font-medium">{flag.title}</span>
                </div>
                {flag.evidence ? <blockquote className="mt-2 border-l-2 border-stone-300 pl-3 text-sm italic text-stone-700">“{flag.evidence}”</blockquote> : null}
                <p className="mt-1 text-xs text-stone-600">
                  {flag.recommendation} (rule {flag.ruleId}{flag.occurrences > 1 ? `, ${flag.occurrences} sentences` : ''})
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold">Extracted data</h3>
          <dl className="mt-2 grid gap-3 md:grid-cols-2">
            {(Object.keys(extractedLabels) as (keyof typeof extractedLabels)[]).map((key) => (
              <div key={key} className="rounded-lg bg-stone-50 p-3">
                <dt className="text-sm font-medium">{extractedLabels[key]}</dt>
                {result.extractedData[key].length === 0 ? <dd className="text-sm text-stone-500">Not found in the text</dd> : null}
                {result.extractedData[key].slice(0, 4).map((f, i) => (
                  <dd key={`${f.kind}-${i}`} className="mt-1 text-sm">
                    <span className="font-medium">{f.kind}</span>: {f.amount ? f.amount.text : f.text}
                    <span className="block text-xs text-stone-500">from “{f.sentence}”</span>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
        {result.deckQuality ? (
          <EvidenceDetails summary={`Deck quality ${result.deckQuality.score}/100: how each section scored`}>
            {result.deckQuality.sections.map((s) => (
              <div key={s.section} className="flex flex-col gap-1">
                <ScoreBar label={`${s.section} (weight ${s.weight}, ${s.mentions} mentions${s.quantified ? ', with figures' : ''})`} score={s.score} />
                {s.evidence[0] ? <p className="text-xs text-stone-500">“{s.evidence[0]}”</p> : null}
              </div>
            ))}
          </EvidenceDetails>
        ) : null}
        <BulletList title="Recommendations" items={result.recommendations} />
      </CardContent>
    </Card>
  );
}
