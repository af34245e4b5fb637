import { Building2, Globe } from 'lucide-react';
import { countryName } from '@baobab/contracts/countries';
import { intlLocales } from '@baobab/i18n/locales';
import { startupTrustMessages as m } from '@baobab/contracts/startup-trust-texts';
import type { StartupVerificationFacts as Facts } from '@baobab/contracts/startup-trust';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/**
 * The startup's verification facts, each with who vouches for it: the registration as the founder
 * states it, and the website domain Baobab matched to the founder's verified e-mail. Plain facts in
 * neutral colours, no score or badge: they say exactly what was checked.
 */
export function VerificationFacts({ facts, isOwner }: { facts: Facts; isOwner: boolean }) {
  const t = useT('startups');
  const tag = intlLocales[useLocale()];
  const { registrationNumber, registrationCountry, matchedWebsiteDomain } = facts;
  const hasRegistration = registrationNumber !== null && registrationCountry !== null;
  if (!hasRegistration && matchedWebsiteDomain === null) return <p className="text-sm text-stone-600">{isOwner ? t(m.noFactsOwner) : t(m.noFacts)}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {hasRegistration ? (
        <li className="flex gap-3">
          <Building2 className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium">{/* startupTrustTemplates.registrationFact, in the reader language */ t('Registered in {{country}}, number {{number}}', { country: countryName(registrationCountry, tag), number: registrationNumber })}</p>
            <p className="text-xs text-stone-600">{t(m.statedByFounder)}</p>
          </div>
        </li>
      ) : null}
      {matchedWebsiteDomain !== null ? (
        <li className="flex gap-3">
          <Globe className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium">{/* startupTrustTemplates.domainFact */ t("Website domain {{domain}} matches the founder's verified e-mail", { domain: matchedWebsiteDomain })}</p>
            <p className="text-xs text-stone-600">{t(m.domainFactHow)}</p>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
