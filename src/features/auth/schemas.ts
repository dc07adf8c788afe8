// Form schemas of the auth screens. The field rules come from the shared contract; only the
// screen-only parts (the 'Recordarme' box, the reset form) are defined here.
import * as v from 'valibot';
import { loginSchema, newPasswordSchema } from '../../contract/auth';

export const loginFormSchema = v.object({
  ...loginSchema.entries,
  remember: v.boolean(),
});
export type LoginFormInput = v.InferInput<typeof loginFormSchema>;
export type LoginFormOutput = v.InferOutput<typeof loginFormSchema>;

export const resetPasswordFormSchema = v.object({
  email: loginSchema.entries.email,
});
export type ResetPasswordFormInput = v.InferInput<typeof resetPasswordFormSchema>;

export { registerSchema as registerFormSchema } from '../../contract/auth';

/** The new-password form the reset link opens; the token travels in the URL, not in the form. */
export const newPasswordFormSchema = v.pipe(
  v.object({
    password: newPasswordSchema,
    confirmNewPassword: v.string(),
  }),
  v.forward(
    v.check((i) => i.password === i.confirmNewPassword, 'Las contraseñas no coinciden'),
    ['confirmNewPassword'],
  ),
);
export type NewPasswordFormInput = v.InferInput<typeof newPasswordFormSchema>;
