/** The sign-in prompt's words on every data-room screen (the list, a room, a document). */
export const dataRoomsSignIn = {
  title: 'Data rooms',
  text: 'Sign in to open the data rooms you own or that founders shared with you.',
} as const;
