import { Subscribable } from '@facturo/sdk/core';
import type { AbilityRule, AppAbility } from '@facturo/sdk/permissions';

/** What the lazy ability needs of the session: its rules, and word when they change. */
export interface RuleSource {
  readonly userAbilityRules: readonly AbilityRule[];
  subscribe(listener: () => void): () => void;
}

/** Builds the CASL ability for some rules; resolved when the ability is first needed. */
export type AbilityFactory = () => Promise<(rules: readonly AbilityRule[]) => AppAbility>;

const loadCasl: AbilityFactory = () => import('./casl-ability').then((module) => module.caslAbilityFor);

/**
 * The user's permissions, with CASL (about 6 kB) downloaded only when there are rules to check. A
 * visitor without rules (anonymous, or a user the API grants nothing) is refused everything, which is
 * exactly what an ability built from no rules answers, so the landing page never downloads CASL. Once
 * the session holds rules, CASL is downloaded at once (a stored session starts it at start-up, a login
 * at that moment) and the ability follows the session's rules from then on.
 *
 * Until CASL has arrived `can` refuses; a route's guard and whatever must decide right after a login
 * wait for {@link LazyAbility.ready}, and components re-render when it arrives ({@link getSnapshot}
 * changes: `useAbility` subscribes).
 */
export class LazyAbility extends Subscribable {
  readonly #rules: RuleSource;
  readonly #load: AbilityFactory;
  #build: ((rules: readonly AbilityRule[]) => AppAbility) | null = null;
  #ability: AppAbility | null = null;
  #builtFrom: readonly AbilityRule[] | null = null;
  #loading: Promise<void> | null = null;
  #version = 0;

  constructor(rules: RuleSource, load: AbilityFactory = loadCasl) {
    super();
    this.#rules = rules;
    this.#load = load;
    rules.subscribe(() => this.#follow());
    this.#follow();
  }

  /** Changes whenever the answers may have (rules replaced, CASL arrived): for `useSyncExternalStore`. */
  getSnapshot = (): number => this.#version;

  /** CASL's `can` on the session's current rules; `false` while CASL is still on its way. */
  can: AppAbility['can'] = (...args) => this.#ability?.can(...args) ?? false;

  /**
   * Resolves once `can` answers for the session's current rules: at once without rules or with CASL
   * loaded, else when CASL has arrived. Rejects when it cannot be downloaded (offline): the route's
   * error page says so and a retry starts over.
   */
  ready(): Promise<void> {
    if (this.#build || this.#rules.userAbilityRules.length === 0) return Promise.resolve();
    return this.#ensureLoaded();
  }

  #follow(): void {
    const rules = this.#rules.userAbilityRules;
    // The session tells of every change (a token refresh too); the ability changes with its rules only.
    if (this.#build && rules !== this.#builtFrom) {
      this.#builtFrom = rules;
      this.#ability = this.#build(rules);
      this.#version += 1;
      this.notify();
    } else if (!this.#build && rules.length > 0) {
      // Whoever needs the answer calls `ready()` and sees a failure there; here it would be noise.
      this.#ensureLoaded().catch(() => {});
    }
  }

  #ensureLoaded(): Promise<void> {
    this.#loading ??= this.#load().then(
      (build) => {
        this.#build = build;
        this.#follow();
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }
}
