// `npm start` (which runs `npm run serve`) and the production image start the server the same way:
// the Node flags were chosen for throughput and memory together (bench/README.md, "Node flags of
// npm start"; decision 0025), and a flag in one place only would make the bench measure a server
// nobody runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const serveScript = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.serve;
const imageCommand = JSON.parse(readFileSync(new URL('Dockerfile', root), 'utf8').match(/^CMD (\[.*\])$/m)[1]);

describe('the server start', () => {
  it('runs with the same Node flags and entry in `npm run serve` and in the image', () => {
    expect(imageCommand).toEqual(serveScript.split(/\s+/));
  });
  it('is what `npm start` runs after the build', () => {
    expect(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.start).toBe('npm run build && npm run serve');
  });
});
