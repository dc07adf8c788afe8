import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../lib/ui/icons';

/** A password field with a show/hide toggle (SPEC §2). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const label = visible ? t`Ocultar contraseña` : t`Mostrar contraseña`;
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
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
