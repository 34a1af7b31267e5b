/**
 * The sign-in pages' schemas, fetched when a form is first used rather than with the page: building zod and
 * the auth schemas was the longest task of `/login`'s load after its first paint (decision 0114).
 */
import type { authSchemas } from '../../lib/authValidation';
import { DeferredSchema } from '../../lib/useValidatedForm';

const fromAuthSchemas = (name: keyof typeof authSchemas) =>
  new DeferredSchema(() => import('../../lib/authValidation').then((module) => module.authSchemas[name]));

export const deferredAuthSchemas = {
  login: fromAuthSchemas('login'),
  registerForm: fromAuthSchemas('registerForm'),
  passwordReset: fromAuthSchemas('passwordReset'),
  resetPasswordForm: fromAuthSchemas('resetPasswordForm'),
};
