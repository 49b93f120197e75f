import type { Translate } from '@facturo/sdk/i18n';

/**
 * A message kept on screen after the event that caused it (a confirmation, a failure): stored as the
 * way to write it, not as the words, and written when it is rendered, so it follows a change of
 * language made while it is shown. Values that are themselves localized (a date, a card's name) are
 * written with the same `t` and `locale`.
 * @example const done: RenderedText = (t) => t('subscriptions.subscriptionResumed');
 */
export type RenderedText = (t: Translate, locale: string) => string;
