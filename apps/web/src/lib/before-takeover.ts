import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';
import { handOverEarlyEdits, noteEarlyEdits } from './early-edits';
import { holdEarlySubmits, releaseEarlySubmits } from './early-submits';

/**
 * What a visitor does on a server-rendered page before the app has taken it over (decisions 0074, 0086): the entry
 * starts keeping it, the router's ScreenTakenOver passes it on. Edits go first, so a held submit is sent with them,
 * and a held click last, on a screen that holds what was typed.
 */
export function keepWhatIsDoneBeforeTakeover() {
  holdEarlySubmits();
  noteEarlyEdits();
  holdEarlyClicks();
}

export function passOnWhatWasDoneBeforeTakeover() {
  handOverEarlyEdits();
  releaseEarlySubmits();
  releaseEarlyClicks();
}
