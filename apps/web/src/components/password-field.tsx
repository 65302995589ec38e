import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { Input } from '@/components/ui/input';

/**
 * A labelled password (or secret key) field registered with react-hook-form: `autoComplete` tells password
 * managers whether it is the current or a new password. It has a show/hide toggle unless `revealable` is false.
 */
export function PasswordField({
  label,
  registration,
  autoComplete,
  error,
  hint,
  revealable = true,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password' | 'off';
  error?: string;
  hint?: ReactNode;
  revealable?: boolean;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        revealable ? (
          <PasswordInput {...control} autoComplete={autoComplete} {...registration} />
        ) : (
          <Input {...control} type="password" autoComplete={autoComplete} {...registration} />
        )
      }
    </FormField>
  );
}
