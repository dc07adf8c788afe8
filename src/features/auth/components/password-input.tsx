import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, type ReactNode, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../lib/ui/icons';

/**
 * A password field with a show/hide toggle (SPEC §2). Both icons are drawn and the pressed state
 * picks one, and the button carries both of its labels: the prerendered login page's script
 * (src/app/prerender/static-first.ts) toggles it before the app is there (issue 37).
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const show = t`Mostrar contraseña`;
  const hide = t`Ocultar contraseña`;
  const label = visible ? hide : show;
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          me="-2"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          data-label-show={show}
          data-label-hide={hide}
          css={{ '&[aria-pressed=true] .eye-show, &[aria-pressed=false] .eye-hide': { display: 'none' } }}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon className="eye-show" />
          <EyeOffIcon className="eye-hide" />
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});

type NewPasswordFieldProps = Omit<InputProps, 'type'> & { label: ReactNode; invalid: boolean; error: string | undefined };

/** The new password of a registration or a reset: the rule it must meet below it, until it fails. */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { label, invalid, error, ...props },
  ref,
) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <PasswordInput ref={ref} size="lg" autoComplete="new-password" {...props} />
      {invalid ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          <Trans>Al menos 8 caracteres, no solo números.</Trans>
        </Field.HelperText>
      )}
    </Field.Root>
  );
});
