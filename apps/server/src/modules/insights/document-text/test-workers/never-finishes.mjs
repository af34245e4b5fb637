// A document worker that never finishes its task, for the time-limit and queue tests.
export default function neverFinishes() {
  for (;;);
}
