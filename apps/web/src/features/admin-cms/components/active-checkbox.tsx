import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** The Active flag as a checkbox over the form's 'true'/'false' text (the multipart contract). */
export function ActiveCheckbox<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={field.value !== 'false'}
            onCheckedChange={(checked) => field.onChange(checked === true ? 'true' : 'false')}
          />
          <Label htmlFor={id}>Active (shown on the storefront)</Label>
        </div>
      )}
    />
  );
}
