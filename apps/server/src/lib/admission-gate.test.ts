import { describe, expect, it } from 'vitest';
import { createAdmissionGate } from './admission-gate';

describe('admission gate', () => {
  it('admits up to its concurrency, queues up to its bound, and turns the next caller away', async () => {
    const gate = createAdmissionGate(1, 1);
    const first = await gate.enter();
    const order: string[] = [];
    const second = gate.enter()!.then((release) => {
      order.push('second admitted');
      return release;
    });
    expect(gate.enter()).toBeNull();
    order.push('first released');
    first!();
    const releaseSecond = await second;
    expect(order).toEqual(['first released', 'second admitted']);
    // The queue place is free again, the running place is not.
    const third = gate.enter();
    expect(third).not.toBeNull();
    expect(gate.enter()).toBeNull();
    releaseSecond();
    (await third!)();
  });

  it('ignores a second release of the same place', async () => {
    const gate = createAdmissionGate(1, 0);
    const release = await gate.enter();
    release!();
    release!();
    const again = await gate.enter();
    expect(again).not.toBeNull();
    expect(gate.enter()).toBeNull();
  });
});
