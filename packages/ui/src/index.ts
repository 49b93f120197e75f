/**
 * @facturo/ui — the primitives the portal and the widgets share: buttons, fields with their messages,
 * alerts and the loading, empty and error states, and `useForm`, the React binding of the sdk's
 * `FormModel`. Styled with the one theme (`@facturo/ui/styles`); texts come from the app or widget
 * around them through `UiTextsContext`.
 * @module
 */

/* Buttons */
export type { ButtonProps } from './buttons/button';
export { Button, ButtonSpinner } from './buttons/button';
export type { ButtonLook } from './buttons/button-class';
export { buttonClass } from './buttons/button-class';
/* Feedback: alerts and state views */
export type { AlertProps, AlertTone } from './feedback/alert';
export { Alert } from './feedback/alert';
export type { EmptyStateProps } from './feedback/empty-state';
export { EmptyState } from './feedback/empty-state';
export type { ErrorStateProps } from './feedback/error-state';
export { ErrorState } from './feedback/error-state';
export { LoadingState, Skeleton } from './feedback/loading-state';
/* Fields */
export type { CheckboxFieldProps } from './fields/checkbox-field';
export { CheckboxField } from './fields/checkbox-field';
export type { FieldGroupProps } from './fields/field-group';
export { FieldGroup } from './fields/field-group';
export type { FieldFrameProps, FieldMessagesProps, FieldWiring } from './fields/field-messages';
export { FieldFrame, FieldMessages, useFieldWiring } from './fields/field-messages';
export type { PasswordFieldProps } from './fields/password-field';
export { PasswordField } from './fields/password-field';
export type { SelectFieldProps, SelectOption } from './fields/select-field';
export { SelectField } from './fields/select-field';
export type { TextAreaFieldProps } from './fields/text-area-field';
export { TextAreaField } from './fields/text-area-field';
export type { FieldProps, TextFieldProps } from './fields/text-field';
export { fieldButtonClass, TextField } from './fields/text-field';
/* Forms */
export type { FormFields, FormHandle, FormTexts } from './forms/use-form';
export { useForm } from './forms/use-form';
/* Texts */
export type { UiTexts } from './texts/ui-texts';
export { UiTextsContext, useUiTexts } from './texts/ui-texts';
