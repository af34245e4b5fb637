import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../apps/web/route-chunks.mjs';
import { budgetMismatches, measureRoutes, routeBudgets } from './bundle-budget.mjs';

const chunks = {
  entryFiles: ['entry.js'],
  routes: [
    { path: '/', module: 'home', files: [] },
    { path: '/jobs', module: 'jobs', files: ['jobs.js', 'shared.js'] },
  ],
};
const sizes = { 'entry.js': { gzip: 10_240, parsed: 30_720 }, 'jobs.js': { gzip: 2_048, parsed: 8_192 }, 'shared.js': { gzip: 1_024, parsed: 4_096 } };
const budgets = { '/': { gzipKb: 10, parsedKb: 30 }, '/jobs': { gzipKb: 13, parsedKb: 40 } };

describe('the bundle budget', () => {
  it('weighs the entry alone, then a route as the entry plus its files, gzip and parsed, each against its own budget', () => {
    const [entry, home, jobs] = measureRoutes(chunks, (file) => sizes[file], budgets, { gzipKb: 8, parsedKb: 40 });
    expect(entry).toMatchObject({ files: 1, gzipKb: 10, parsedKb: 30, budgetGzipKb: 8, withinBudget: false });
    expect(home).toMatchObject({ gzipKb: 10, parsedKb: 30, withinBudget: true });
    expect(jobs).toMatchObject({ gzipKb: 13, parsedKb: 42, budgetGzipKb: 13, budgetParsedKb: 40, withinBudget: false });
  });

  it('names a route without a budget and a budget without a route', () => {
    expect(budgetMismatches([{ path: '/' }, { path: '/new' }], { '/': budgets['/'], '/gone': budgets['/jobs'] })).toEqual([
      '/new has no budget in scripts/bundle-budget.mjs',
      'the budget for /gone names no route of apps/web/src/app/routes.tsx',
    ]);
  });

  it('states a budget for every route of the web’s route table, and none for a route that is gone', () => {
    const routes = routeModules(readFileSync(new URL('../apps/web/src/app/routes.tsx', import.meta.url), 'utf8'));
    expect(budgetMismatches(routes, routeBudgets)).toEqual([]);
  });
});
