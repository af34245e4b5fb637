// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks.mjs';

// Vite's manifest in miniature, shaped as the build writes it: the entry (index.html) starts the app chunk with a
// dynamic import; a screen imports the app's chunk and a chunk shared with other screens.
const manifest = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, dynamicImports: ['_app-a.js'] },
  '_app-a.js': { file: 'assets/app-a.js', imports: ['index.html', '_icons-i.js'], dynamicImports: ['src/app/routes/jobs.tsx'] },
  '_icons-i.js': { file: 'assets/icons-i.js' },
  '_ui-u.js': { file: 'assets/ui-u.js', imports: ['_app-a.js'] },
  'src/app/routes/jobs.tsx': { file: 'assets/jobs-j.js', isDynamicEntry: true, imports: ['index.html', '_app-a.js', '_ui-u.js'] },
};

describe("the routes' chunks", () => {
  it("names the entry alone, the app it starts, and each route's files beyond the entry: the app's first, then its screen's", () => {
    expect(routeChunks(manifest, [{ path: '/jobs', module: 'jobs' }])).toEqual({
      entryFiles: ['assets/index-e.js'],
      appFiles: ['assets/app-a.js', 'assets/icons-i.js'],
      routes: [{ path: '/jobs', module: 'jobs', files: ['assets/app-a.js', 'assets/icons-i.js', 'assets/jobs-j.js', 'assets/ui-u.js'] }],
    });
  });

  it('refuses a build whose entry starts no app', () => {
    const { 'index.html': entry, ...rest } = manifest;
    expect(() => routeChunks({ ...rest, 'index.html': { ...entry, dynamicImports: [] } }, [])).toThrow(/starts no app chunk/);
  });
});
