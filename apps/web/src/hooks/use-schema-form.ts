import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { announceInvalid, showSubmitError } from '@/lib/form-errors';

/**
 * A react-hook-form form checked by a zod schema (so the client shows the same messages as the server), with
 * a submit handler that runs `submit` on the parsed values and shows a failure the one standard way: the
 * server's field issues under the listed `fields`, anything else as a toast with the server's message.
 * `onError` sees a failure first and returns true when it has shown it itself; `onInvalid` runs instead of
 * `submit` when the schema rejects the values (e.g. to check a part of the form the schema does not hold). A refused
 * submit focuses the first invalid field and reads out a summary of every message (`announceInvalid`).
 */
export function useSchemaForm<Values extends FieldValues, Parsed>({
  schema,
  defaultValues,
  fields,
  submit,
  onError,
  onInvalid,
}: {
  schema: z.ZodType<Parsed, Values>;
  defaultValues: DefaultValues<Values>;
  fields: readonly string[];
  submit: (values: Parsed) => Promise<unknown>;
  onError?: (error: unknown) => boolean;
  onInvalid?: () => void;
}) {
  const form = useForm<Values, unknown, Parsed>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await submit(values);
      } catch (error) {
        if (!onError?.(error)) showSubmitError(error, form.setError, fields);
      }
    },
    // react-hook-form has focused the first invalid field; the summary of all of them is read out.
    (invalid) => {
      announceInvalid(
        Object.values(invalid).map((e) => (typeof e?.message === 'string' ? e.message : undefined)),
      );
      onInvalid?.();
    },
  );
  return { form, errors: form.formState.errors, onSubmit };
}
