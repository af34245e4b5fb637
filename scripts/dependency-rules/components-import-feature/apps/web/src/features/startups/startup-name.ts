export const startupName = (name: string) => name.trim();
