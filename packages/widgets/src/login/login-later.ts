/**
 * The login widget's screens besides the login itself, in one module: it downloads right after the
 * login screen shows (or first, when the widget opens on one of them), so the widget's first download
 * carries only what the usual first screen needs.
 * @module
 */
export { ForgotPasswordScreen } from './screens/forgot-password-screen';
export { ProfileScreen } from './screens/profile-screen';
export { RegisterScreen } from './screens/register-screen';
export { ResetPasswordScreen } from './screens/reset-password-screen';
export { SignedInScreen } from './screens/signed-in-screen';
export { VerifyScreen } from './screens/verify-screen';
