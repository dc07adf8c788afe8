import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, useState } from 'react';
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
