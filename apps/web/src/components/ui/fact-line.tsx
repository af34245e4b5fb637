import { Fragment, type ReactNode } from 'react';

/**
 * Facts about one thing on one line ("v2 · 1.2 MB · 2 Mar 2026"), each in its own direction (`<bdi>`), so a
 * right-to-left page reads them right to left even where two neighbours are Latin: joined as plain text, the
 * bidi algorithm runs "v2 · 1.2 MB" together left to right inside an Arabic line (decision 0062). Empty facts
 * (null, false, '') are left out. Lint refuses a " · " joined by hand in the web (`words/fact-line`).
 */
export function FactLine({ facts }: { facts: readonly ReactNode[] }) {
  const shown = facts.filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '');
  return (
    <>
      {shown.map((fact, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          <bdi>{fact}</bdi>
        </Fragment>
      ))}
    </>
  );
}
