import { z } from 'zod';
import { idParamsSchema } from './common';
import { capTableResultSchema, createCapTableInputSchema } from './financial-tools-cap-table';
import { financialToolsMessages } from './financial-tools-messages';
import { withNameCharacters } from './text';

/** How many scenarios a startup keeps, and how many the screen compares at once. */
export const scenarioLimits = { perStartup: 50, compareMin: 2, compareMax: 3, nameLength: 80 } as const;

const m = financialToolsMessages;

/** POST /api/startups/{id}/cap-table/scenarios. Names are unique per startup, compared trimmed and case-insensitively. */
export const createCapTableScenarioInputSchema = z.strictObject({
  name: withNameCharacters(z.string({ error: m.scenarioName }).trim().min(1, m.scenarioName).max(scenarioLimits.nameLength, m.scenarioName)),
  input: createCapTableInputSchema,
});

export type CreateCapTableScenarioInput = z.infer<typeof createCapTableScenarioInputSchema>;

export const capTableScenarioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  input: createCapTableInputSchema,
  result: capTableResultSchema,
  createdAt: z.string(),
});

export type CapTableScenario = z.infer<typeof capTableScenarioSchema>;

export const capTableScenariosSchema = z.array(capTableScenarioSchema);

export const scenarioParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, scenarioId: idParamsSchema.shape.id });
