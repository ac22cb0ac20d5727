// The demo server's test gates: an answer waits exactly while its gate is closed.
import { describe, expect, it } from 'vitest';
import { closeGate, openAllGates, openGate, passGate } from '../../../demo/server/gates';
import { newState } from '../../../demo/server/state';

const settledYet = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('demo server gates', () => {
  it('lets an answer through at once when its gate was never closed', async () => {
    expect(await settledYet(passGate(newState(), 'cart'))).toBe(true);
  });

  it('holds every answer at a closed gate until it opens, and only at that gate', async () => {
    const state = newState();
    closeGate(state, 'cart');
    const first = passGate(state, 'cart');
    const second = passGate(state, 'cart');
    expect(await settledYet(first)).toBe(false);
    expect(await settledYet(passGate(state, 'items'))).toBe(true);
    expect(await settledYet(passGate(newState(), 'cart'))).toBe(true); // another server's state
    openGate(state, 'cart');
    expect(await settledYet(first)).toBe(true);
    expect(await settledYet(second)).toBe(true);
    expect(await settledYet(passGate(state, 'cart'))).toBe(true);
  });

  it('opens every gate of a state being reset, so no answer waits for ever', async () => {
    const state = newState();
    closeGate(state, 'a');
    closeGate(state, 'b');
    const held = [passGate(state, 'a'), passGate(state, 'b')];
    openAllGates(state);
    expect(await Promise.all(held.map(settledYet))).toEqual([true, true]);
  });
});
