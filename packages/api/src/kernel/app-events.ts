/**
 * Events one part of the API announces and other modules act on, so that the announcer never
 * imports the modules that care: organizations changes a member's role, the clinic writes it to
 * its audit trail. The layer that both sides may import declares each event by augmentation, as
 * tables augment `Database`:
 *
 * ```ts
 * declare module './app-events' {
 *   interface AppEvents { 'membership.role_changed': MembershipRoleChanged }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by module augmentation (see above).
export interface AppEvents {}

/** What a module does when an event is announced (`ApiModule.on`). */
export type AppEventHandlers = {
  [Name in keyof AppEvents]?: (event: AppEvents[Name]) => Promise<void>;
};

/** Announces events to the modules that handle them (`AppDeps.events`). */
export interface AppEventBus {
  /**
   * Runs every handler of `name`, one after another in module order, and waits for them. A
   * handler's error reaches the announcer: an event announced inside a transaction rolls it back.
   */
  emit<Name extends keyof AppEvents>(name: Name, event: AppEvents[Name]): Promise<void>;
}

/** The bus over the handlers `modules` declare, in their order. */
export function createAppEvents(modules: readonly { on?: AppEventHandlers }[]): AppEventBus {
  return {
    async emit(name, event) {
      for (const module of modules) await module.on?.[name]?.(event);
    },
  };
}
