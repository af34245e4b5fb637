// Chunk groups for the web build (vite.config.ts): a screen loads a handful of files instead of dozens.
import type { Rolldown } from 'vite';

type ChunkGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/**
 * Left to automatic splitting, a screen's first load was 20–55 files, most under 1 KB (one icon,
 * one contracts module, one UI primitive each). Lighthouse's simulated slow 4G serves them six at
 * a time over HTTP/1.1, a round trip each, so the count cost more than the bytes did (bench/README.md).
 *
 * - `entry` keeps what the entry loads (rolldown's `$initial` tag: statically reachable from
 *   main.tsx, a few KB: a rendered public page loads nothing else before the visitor's first touch, decision 0086)
 *   in the entry's file; `app` then takes the app the entry starts (start-app.tsx with all it imports: React, the
 *   router, the shell), both before any group below, so none can pull that code into a chunk a screen would then
 *   have to load whole.
 * - The groups below take only what two screens or more share (`minShareCount`); what one screen
 *   alone uses stays in that screen's chunk. Each is one file every screen that needs any of it
 *   loads whole: a few KB a screen does not use, against a dozen requests.
 * A group takes the modules it matches with what they import (rolldown's default): without them, the
 * contracts a shared component imports fell back into tiny chunks of their own. Modules are moved,
 * never copied, so no module (and no state) exists twice.
 */
export const chunkGroups: ChunkGroup[] = [
  { name: 'entry', tags: ['$initial'], priority: 110 },
  { name: 'app', test: /apps[\\/]web[\\/]src[\\/]start-app\.tsx$/, priority: 100 },
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 50 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, minShareCount: 2, priority: 40 },
  {
    name: 'ui',
    test: /apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|node_modules[\\/](@radix-ui|@tanstack|@floating-ui)[\\/]/,
    minShareCount: 2,
    priority: 30,
  },
];
