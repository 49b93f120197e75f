/**
 * @facturo/sdk/forms — the framework-free form model shared by the portal and the widgets: values,
 * translated errors, submit, the API's field errors, re-translation on a locale change. React binds
 * to it with one hook (`useForm` in `@facturo/ui`).
 * @module
 */

export type {
  BoundCheckbox,
  BoundField,
  DescribeError,
  FormModelOptions,
  FormSnapshot,
} from './form-model';
export { FormModel, flattenFieldErrors } from './form-model';
