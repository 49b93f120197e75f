import { Subscribable } from '@facturo/sdk/core';
import { type AbilityRule, createAbility } from '@facturo/sdk/permissions';
import { describe, expect, test, vi } from 'vitest';
import { type AbilityFactory, LazyAbility } from '../../src/services/lazy-ability';

/** A session's rules, changed by hand. */
class Rules extends Subscribable {
  userAbilityRules: readonly AbilityRule[];
  constructor(rules: readonly AbilityRule[] = []) {
    super();
    this.userAbilityRules = rules;
  }
  set(rules: readonly AbilityRule[]): void {
    this.userAbilityRules = rules;
    this.notify();
  }
  /** What a token refresh does: the session changes, its rules stay the same array. */
  touch(): void {
    this.notify();
  }
}

/** A CASL download the test releases (or fails) when it wants. */
function deferredCasl() {
  let release: (() => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const load = vi.fn<AbilityFactory>(
    () =>
      new Promise((resolve, reject) => {
        release = () => resolve(createAbility);
        fail = reject;
      }),
  );
  return { load, release: () => release?.(), fail: (error: Error) => fail?.(error) };
}

const READ_INVOICES: AbilityRule[] = [{ action: 'read', subject: 'Invoice' }];
const OWNER: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

describe('LazyAbility: CASL downloaded only when there are rules to check', () => {
  test.each([
    ['read', 'Invoice'],
    ['manage', 'all'],
    ['update', 'Organization'],
  ])(
    'without rules it refuses %s %s, as an ability of no rules would, and never downloads CASL',
    async (action, subject) => {
      const casl = deferredCasl();
      const ability = new LazyAbility(new Rules(), casl.load);
      await ability.ready();
      expect(ability.can(action, subject)).toBe(createAbility([]).can(action, subject));
      expect(ability.can(action, subject)).toBe(false);
      expect(casl.load).not.toHaveBeenCalled();
    },
  );

  test('stored rules start the download at once; `can` refuses until it arrives, then answers and tells its subscribers', async () => {
    const casl = deferredCasl();
    const ability = new LazyAbility(new Rules(READ_INVOICES), casl.load);
    expect(casl.load).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    ability.subscribe(listener);
    const before = ability.getSnapshot();

    expect(ability.can('read', 'Invoice')).toBe(false);
    const ready = ability.ready();
    casl.release();
    await ready;

    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('update', 'Invoice')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ability.getSnapshot()).not.toBe(before);
    // One download, however many ask.
    await Promise.all([ability.ready(), ability.ready()]);
    expect(casl.load).toHaveBeenCalledTimes(1);
  });

  test('a login starts the download; later rule changes apply at once, a token refresh changes nothing', async () => {
    const casl = deferredCasl();
    const rules = new Rules();
    const ability = new LazyAbility(rules, casl.load);
    expect(casl.load).not.toHaveBeenCalled();

    rules.set(READ_INVOICES);
    expect(casl.load).toHaveBeenCalledTimes(1);
    casl.release();
    await ability.ready();
    expect(ability.can('read', 'Invoice')).toBe(true);

    const listener = vi.fn();
    ability.subscribe(listener);
    rules.touch();
    expect(listener).not.toHaveBeenCalled();

    rules.set(OWNER);
    expect(ability.can('update', 'Organization')).toBe(true);
    rules.set([]);
    expect(ability.can('read', 'Invoice')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a failed download rejects `ready()` and the next call tries again', async () => {
    const casl = deferredCasl();
    const ability = new LazyAbility(new Rules(READ_INVOICES), casl.load);
    const first = ability.ready();
    casl.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(ability.can('read', 'Invoice')).toBe(false);

    const second = ability.ready();
    expect(casl.load).toHaveBeenCalledTimes(2);
    casl.release();
    await second;
    expect(ability.can('read', 'Invoice')).toBe(true);
  });

  test('the portal downloads the real CASL module on demand', async () => {
    const ability = new LazyAbility(new Rules(READ_INVOICES));
    await ability.ready();
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('delete', 'Invoice')).toBe(false);
  });
});
