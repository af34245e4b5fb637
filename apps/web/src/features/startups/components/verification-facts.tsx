import { Building2, Globe } from 'lucide-react';
import { startupTrustMessages as m, type StartupVerificationFacts as Facts } from '@baobab/contracts/startup-trust';

/**
 * The startup's verification facts, each with who vouches for it: the registration as the founder
 * states it, and the website domain Baobab matched to the founder's verified e-mail. Plain facts in
 * neutral colours, no score or badge: they say exactly what was checked.
 */
export function VerificationFacts({ facts, isOwner }: { facts: Facts; isOwner: boolean }) {
  const { registrationNumber, registrationCountry, matchedWebsiteDomain } = facts;
  const hasRegistration = registrationNumber !== null && registrationCountry !== null;
  if (!hasRegistration && matchedWebsiteDomain === null) return <p className="text-sm text-stone-600">{isOwner ? m.noFactsOwner : m.noFacts}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {hasRegistration ? (
        <li className="flex gap-3">
          <Building2 className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium">{m.registrationFact(registrationCountry, registrationNumber)}</p>
            <p className="text-xs text-stone-600">{m.statedByFounder}</p>
          </div>
        </li>
      ) : null}
      {matchedWebsiteDomain !== null ? (
        <li className="flex gap-3">
          <Globe className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium">{m.domainFact(matchedWebsiteDomain)}</p>
            <p className="text-xs text-stone-600">{m.domainFactHow}</p>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
