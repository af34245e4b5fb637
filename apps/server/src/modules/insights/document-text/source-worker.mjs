// Runs the TypeScript worker from source (vitest, tsx, npm run dev): a worker thread starts
// without its parent's TypeScript loader, so tsx is registered here first. The production
// build runs dist/document-text-worker.js instead (worker-url.ts).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./document-text.worker.ts');
export default worker.default;
