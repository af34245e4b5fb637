import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  afterTermsChange,
  type CommitmentAction,
  commitmentActionParty,
  commitmentActions,
  commitmentActionsFor,
  type CommitmentParty,
  type CommitmentState,
  commitmentStates,
  committedStates,
  nextCommitment,
} from './round-room-texts';

const state = fc.constantFrom<CommitmentState | null>(null, ...commitmentStates);
const action = fc.constantFrom(...commitmentActions);
const party = fc.constantFrom<CommitmentParty>('investor', 'founder');
/** A step of a commitment's life: someone tries an action, or the founder changes the terms. */
const step = fc.oneof(fc.record({ action, party }), fc.constant('terms-changed' as const));

/** A commitment as the server keeps it: its state and whether the founder has decided an amount. */
type Model = { state: CommitmentState | null; hasFinal: boolean };

function apply(model: Model, s: { action: CommitmentAction; party: CommitmentParty } | 'terms-changed'): { model: Model; ok: boolean } {
  if (s === 'terms-changed') return { model: { ...model, state: model.state === null ? null : afterTermsChange(model.state) }, ok: true };
  const move = nextCommitment(model.state, s.action, s.party, model.hasFinal);
  if (!move.ok) return { model, ok: false };
  const decides = s.action === 'accept' || s.action === 'scale-back';
  const keeps = s.action === 'confirm';
  return { model: { state: move.to, hasFinal: decides || (keeps && model.hasFinal) }, ok: true };
}

describe('commitment moves', () => {
  it('refuse every action to the party it does not belong to, whatever the state', () => {
    fc.assert(
      fc.property(state, action, fc.boolean(), (from, a, hasFinal) => {
        const wrong: CommitmentParty = commitmentActionParty[a] === 'investor' ? 'founder' : 'investor';
        expect(nextCommitment(from, a, wrong, hasFinal)).toEqual({ ok: false, refusal: 'party' });
      }),
    );
  });

  it('let the founder act only on a commitment waiting for them', () => {
    fc.assert(
      fc.property(state, action, fc.boolean(), (from, a, hasFinal) => {
        if (nextCommitment(from, a, 'founder', hasFinal).ok) expect(from).toBe('committed');
      }),
    );
  });

  it('never reach "confirmed" unless the founder decided an amount and the investor then confirmed it', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let model: Model = { state: null, hasFinal: false };
        for (const s of steps) {
          const before = model;
          model = apply(model, s).model;
          if (model.state === 'confirmed' && before.state !== 'confirmed') {
            expect(s).toMatchObject({ action: 'confirm', party: 'investor' });
            expect(before.hasFinal).toBe(true);
          }
        }
      }),
    );
  });

  it('keep a signed or declined commitment where it is: only a change of terms moves a signed one', () => {
    fc.assert(
      fc.property(fc.constantFrom<CommitmentState>('confirmed', 'declined'), action, party, fc.boolean(), (from, a, p, hasFinal) => {
        expect(nextCommitment(from, a, p, hasFinal)).toMatchObject({ ok: false });
      }),
    );
    expect(afterTermsChange('confirmed')).toBe('reconfirm');
    expect(afterTermsChange('declined')).toBe('declined');
  });

  it('ask for confirmation again after any change of terms, from every committed state and only from those', () => {
    fc.assert(
      fc.property(fc.constantFrom(...commitmentStates), (s) => {
        expect(afterTermsChange(s) === 'reconfirm').toBe((committedStates as readonly string[]).includes(s) || s === 'reconfirm');
      }),
    );
  });

  it('return a re-confirmation to where it stood: confirmed when the founder had decided, committed otherwise', () => {
    expect(nextCommitment('reconfirm', 'confirm', 'investor', true)).toEqual({ ok: true, to: 'confirmed' });
    expect(nextCommitment('reconfirm', 'confirm', 'investor', false)).toEqual({ ok: true, to: 'committed' });
  });

  it('list as available exactly the actions the judge allows', () => {
    fc.assert(
      fc.property(state, party, fc.boolean(), (from, p, hasFinal) => {
        const listed = commitmentActionsFor(from, p, hasFinal);
        for (const a of commitmentActions) expect(listed.includes(a)).toBe(nextCommitment(from, a, p, hasFinal).ok);
      }),
    );
  });

  it('always leave the investor a way out before signing: withdraw or pass from every live state', () => {
    for (const s of ['soft-circled', 'committed', 'accepted', 'scaled-back', 'reconfirm'] as const) expect(nextCommitment(s, 'withdraw', 'investor', true).ok).toBe(true);
    expect(nextCommitment(null, 'pass', 'investor', false).ok).toBe(true);
  });
});
