import { committeeTexts as texts, type Committee } from '@baobab/contracts/deal-committee';
import type { Message } from '@baobab/contracts/i18n/message';
import { Badge } from '@/components/ui/badge';
import { englishRemembered } from '@/lib/i18n/english-remembered';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

const severityVariant = { critical: 'destructive', warning: 'accent', info: 'secondary' } as const;

/**
 * What the memo cites from the company's one assessment (decision 0042), as the reader may see it: the score,
 * its range and coverage, and each finding rendered from its key and values in the reader's language.
 */
export function CommitteeAssessment({ assessment }: { assessment: Committee['assessment'] }) {
  const t = useT('deals');
  // The findings' keys live in the insights catalog: loading it lets French render them from their keys.
  useT('insights');
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">{t(texts.assessment)}</h4>
      <p className="text-sm text-stone-700">
        {t(texts.assessmentScore, { score: assessment.score, low: assessment.low, high: assessment.high, known: assessment.coverage.known, total: assessment.coverage.total })}
      </p>
      {assessment.findings.length ? (
        <ul className="flex flex-col gap-1.5" aria-label={t(texts.assessment)}>
          {assessment.findings.map((finding, i) => (
            <li key={`${finding.group}-${i}`} className="flex flex-wrap items-start gap-2 text-sm text-stone-800">
              <Badge variant={severityVariant[finding.severity]}>{t(texts[finding.severity])}</Badge>
              <span className="min-w-0 flex-1">{translate(englishRemembered(finding.message as Message))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t(texts.noFindings)}</p>
      )}
    </div>
  );
}
