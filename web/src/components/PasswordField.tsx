/** A password input whose show/hide button has a spoken name (sign-in, registration, settings). */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage({ id: 'auth.togglePassword' }) }}
      {...props}
    />
  );
}
