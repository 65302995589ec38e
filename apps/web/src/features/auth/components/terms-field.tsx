import { Link } from 'react-router';
import { FieldError } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';

/** The required terms checkbox of the sign-up forms. */
export function TermsField({
  checked,
  onChange,
  error,
  id = 'terms',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  id?: string;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm leading-snug text-muted-foreground">
          I agree to the{' '}
          <Link
            to={paths.terms.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
            target="_blank"
          >
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link
            to={paths.privacy.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
            target="_blank"
          >
            Privacy Policy
          </Link>
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
