/** The funding tracker contract: the spec's tracker shape and the milestone inputs. */
import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { financialToolsMessages } from './financial-tools-messages';

const m = financialToolsMessages;

const milestoneTask = z.string({ error: m.milestoneTask }).trim().min(1, m.milestoneTask).max(200, m.milestoneTaskLength);
const dueDate = calendarDateSchema(m.milestoneDueDate);
const completed = z.boolean({ error: m.milestoneCompleted });

export const milestoneSchema = z.object({ id: z.string().optional(), task: z.string(), completed: z.boolean(), dueDate: z.string() });
export const fundingTrackerSchema = z.object({
  targetAmount: z.number({ error: m.targetAmount }).min(0, m.targetAmount),
  raisedAmount: z.number({ error: m.raisedAmount }).min(0, m.raisedAmount),
  milestones: z.array(milestoneSchema),
});
export type FundingTracker = z.infer<typeof fundingTrackerSchema>;

export const createMilestoneInputSchema = z.strictObject({ task: milestoneTask, dueDate, completed: completed.default(false) });
export type CreateMilestoneInput = z.infer<typeof createMilestoneInputSchema>;

export const updateMilestoneInputSchema = z
  .strictObject({ task: milestoneTask.optional(), dueDate: dueDate.optional(), completed: completed.optional() })
  .refine((u) => u.task !== undefined || u.dueDate !== undefined || u.completed !== undefined, { message: m.milestoneUpdateEmpty });
export type UpdateMilestoneInput = z.infer<typeof updateMilestoneInputSchema>;
