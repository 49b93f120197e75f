/**
 * @facturo/sdk/captcha — Captcha helpers: the self-hosted altcha proof of work and the reCAPTCHA script loader.
 * @module
 */

export type { AltchaChallenge } from './altcha-solver';
export { fetchAltchaToken, solveAltcha } from './altcha-solver';
export type { Grecaptcha, RecaptchaClient } from './recaptcha';
export { loadRecaptcha, recaptchaToken } from './recaptcha';
