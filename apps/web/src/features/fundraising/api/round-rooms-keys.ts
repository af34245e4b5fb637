/** The round room's query keys (decision 0058), apart so other features (a deal-flow card, decision 0059) share its cache. */
export const roundRoomKeys = {
  list: ['round-rooms'] as const,
  room: (raiseId: number) => ['round-rooms', raiseId] as const,
  proForma: (raiseId: number, cheque: string) => ['round-rooms', raiseId, 'pro-forma', cheque] as const,
};
