import { PercentIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { COMMISSION_RATE_MAX, COMMISSION_RATE_MIN } from '@electrohub/shared/money';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import {
  commissionForm,
  useCommission,
  useSaveCommission,
  type CommissionFormValues,
} from '../api/commission';

/** A percent field: the number, with '%' after it inside the box. */
function RateInput(props: React.ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Input inputMode="decimal" autoComplete="off" className="pr-8 tabular-nums" {...props} />
      <PercentIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

function Form({
  defaults,
}: {
  defaults: CommissionFormValues & { categories: { name: string; rate: string }[] };
}) {
  const save = useSaveCommission();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: commissionForm,
    defaultValues: defaults,
    fields: ['defaultRate'],
    submit: async (values) => {
      const answer = await save.mutateAsync(values);
      toast.success(answer.message);
    },
  });
  useEffect(() => form.reset(defaults), [defaults, form]);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <FormField
        label="Default rate"
        hint={`Percent of the line total, ${COMMISSION_RATE_MIN} to ${COMMISSION_RATE_MAX}`}
        error={errors.defaultRate?.message}
        className="sm:max-w-56"
      >
        {(control) => <RateInput {...control} {...form.register('defaultRate')} />}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">By category</legend>
        <p className="mt-1 mb-4 text-xs text-muted-foreground">
          Leave a category blank to charge the default rate.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {defaults.categories.map((c, i) => (
            <FormField key={c.name} label={c.name} error={errors.categories?.[i]?.rate?.message}>
              {(control) => (
                <RateInput {...control} placeholder="Default" {...form.register(`categories.${i}.rate`)} />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <SubmitButton pending={save.isPending} pendingLabel="Saving..." className="w-full sm:w-fit">
        Save commission
      </SubmitButton>
    </form>
  );
}

/**
 * The commission ElectroHub keeps of each sale: a default rate and, per category, a rate of its own. A rate is
 * fixed on the order item when the payment is confirmed, so a change applies to orders paid from now on.
 */
export function CommissionForm({
  categories,
}: {
  /** Every category's name (a field each); undefined while loading, null when they could not be loaded. */
  categories: readonly string[] | null | undefined;
}) {
  const commission = useCommission();
  const defaults = useMemo(() => {
    if (!commission.data || !categories) return null;
    const own = new Map(commission.data.categories.map((c) => [c.name, c.rate]));
    const names = [...new Set([...categories, ...own.keys()])];
    return {
      defaultRate: String(commission.data.defaultRate),
      categories: names.map((name) => ({ name, rate: own.has(name) ? String(own.get(name)) : '' })),
    };
  }, [commission.data, categories]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Commission</CardTitle>
        <CardDescription>
          What ElectroHub keeps of each sale. A change applies to orders paid from now on.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {defaults ? (
          <Form defaults={defaults} />
        ) : commission.isError || categories === null ? (
          <p role="alert" className="text-sm text-destructive">
            The commission rates could not be loaded.
          </p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
