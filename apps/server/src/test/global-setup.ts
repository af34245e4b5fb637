import type { TestProject } from 'vitest/node';
import { prepareMigratedTemplate } from './migrated-template';

/** Once per run: the migrated database every test file copies (migrated-template.ts). */
export default async function setup(project: TestProject) {
  project.provide('migratedTemplate', await prepareMigratedTemplate(process.env.TEST_DATABASE_URL));
}
