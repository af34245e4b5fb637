/**
 * A field on a page the server rendered (decision 0074) can be typed in before React has taken the page over: before
 * the entry has even run on a slow phone or network, or while the screen's chunk arrives. React keeps what the field
 * shows, but takes it over with the state the server rendered it from, so the app never hears of the edit: a search
 * typed early never ran.
 * When the entry starts, the fields already edited are found (their value is no longer the one the server wrote);
 * from then until the screen is taken over, the last value of each field a person edits is noted; once taken over,
 * each field still on the page is handed to the app as that person's own edit.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let edits: Map<Field, string> | undefined;

// A checkbox or radio keeps its state on screen and in the form; only what holds a value is handed over.
const holdsValue = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(target.type));

/** Whether the person changed a field before any script ran: it no longer shows what the server's HTML says. */
const editedInHtml = (field: Field) =>
  field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;

function note(event: Event) {
  if (holdsValue(event.target)) edits!.set(event.target, event.target.value);
}

/** Starts noting edits, with those made already; the entry calls it before it hydrates a server-rendered page. */
export function noteEarlyEdits() {
  edits = new Map();
  for (const field of document.querySelectorAll('input, textarea, select')) {
    if (holdsValue(field) && editedInHtml(field)) edits.set(field, field.value);
  }
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
}

/** Stops noting and hands each noted field's last value to the app, if the field is still on the page. */
export function handOverEarlyEdits() {
  if (!edits) return;
  document.removeEventListener('input', note, true);
  document.removeEventListener('change', note, true);
  const noted = edits;
  edits = undefined;
  for (const [field, value] of noted) if (field.isConnected) handOver(field, value);
}

function handOver(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React reads an input event as a change only when the field's value differs from the one it last knew, which it
  // took from the field (the typed text) when it took it over. Setting the field through its own property tells
  // React of an empty value; the typed text then goes in through the element type's setter, which React does not
  // watch, so the input event below reads as the edit it is (how testing libraries type into React fields).
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
