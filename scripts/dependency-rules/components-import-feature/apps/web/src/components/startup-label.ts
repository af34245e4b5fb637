// A shared component reaching into a feature through the alias: web-lib-and-components-below-features.
import { startupName } from '@/features/startups/startup-name';

export const startupLabel = (name: string) => `Startup ${startupName(name)}`;
