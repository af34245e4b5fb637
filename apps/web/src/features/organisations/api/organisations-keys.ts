/** Every fund-teams query key, from one factory (decision 0037); each change invalidates `all`. */
export const organisationKeys = {
  all: ['organisations'] as const,
  mine: () => [...organisationKeys.all, 'mine'] as const,
  one: (id: number) => [...organisationKeys.all, 'one', id] as const,
  myInvitations: () => [...organisationKeys.all, 'invitations', 'mine'] as const,
  directory: (filters: object) => [...organisationKeys.all, 'directory', filters] as const,
  listed: (slug: string) => [...organisationKeys.all, 'listed', slug] as const,
};
