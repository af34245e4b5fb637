/**
 * Every investor-update query key, from one factory (decision 0018): reads use these keys, and a change
 * invalidates `updatesKeys.all`, which every key here starts with. The startup's metrics (the compose
 * form's picker) are a read of the metrics contract, kept under this feature's keys.
 */
export const updatesKeys = {
  all: ['updates'] as const,
  feed: () => [...updatesKeys.all, 'feed'] as const,
  startup: (startupId: number) => [...updatesKeys.all, 'startup', startupId] as const,
  received: (startupId: number) => [...updatesKeys.all, 'received', startupId] as const,
  detail: (id: number) => [...updatesKeys.all, 'detail', id] as const,
  replies: (id: number) => [...updatesKeys.all, 'replies', id] as const,
  audiencePeople: (startupId: number) => [...updatesKeys.all, 'audience-people', startupId] as const,
  audience: (id: number) => [...updatesKeys.all, 'audience', id] as const,
  publicUpdate: (token: string) => [...updatesKeys.all, 'public', token] as const,
  metrics: (startupId: number) => [...updatesKeys.all, 'metrics', startupId] as const,
};
