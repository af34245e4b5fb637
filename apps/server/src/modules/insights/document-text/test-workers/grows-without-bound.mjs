// A document worker whose heap grows until the worker's resourceLimits stop it, for the memory test.
export default function growsWithoutBound() {
  const kept = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
}
