import { handOverEarlyEdits, noteEarlyEdits } from './early-edits';
import { holdEarlySubmits, releaseEarlySubmits } from './early-submits';

/**
 * What a visitor does on a server-rendered page before the app has taken it over (decision 0074): the entry starts
 * keeping it, the router's ScreenTakenOver passes it on. Edits go first, so a held submit is sent with them.
 */
export function keepWhatIsDoneBeforeTakeover() {
  holdEarlySubmits();
  noteEarlyEdits();
}

export function passOnWhatWasDoneBeforeTakeover() {
  handOverEarlyEdits();
  releaseEarlySubmits();
}
