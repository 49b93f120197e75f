import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { LoginProps } from './login.types';
import { loginWidget } from './login.widget';

/** A `<facturo-login>` element. */
export type LoginElementInstance = WidgetElement<LoginProps>;

/** The `<facturo-login>` element class (the one `FACTURO_ELEMENTS` holds), for subclassing or `defineElement`. */
export const LoginElement = widgetElement<LoginProps>(loginWidget);
