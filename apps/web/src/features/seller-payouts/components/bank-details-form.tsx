import { LandmarkIcon } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { toast } from '@/lib/toast';
import {
  bankDetailsForm,
  BANK_MESSAGES,
  useBankDetails,
  useSaveBankDetails,
  type BankDetails,
} from '../api/bank-details';

const FIELDS = ['accountHolder', 'accountNumber', 'ifsc', 'gstin'] as const;

function SavedDetails({ bank }: { bank: BankDetails }) {
  const rows: [string, string][] = [
    ['Account holder', bank.accountHolder],
    ['Account number', bank.accountNumberMasked],
    ['IFSC', bank.ifsc],
    ['GSTIN', bank.gstin ?? 'Not given'],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label} className="grid min-w-0 gap-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EditForm({ bank, onCancel }: { bank: BankDetails | null; onCancel?: () => void }) {
  const save = useSaveBankDetails();
  const { form, errors, onSubmit } = useSchemaForm({
    schema: bankDetailsForm,
    // The saved account number never comes back whole: a change means typing it again.
    defaultValues: {
      accountHolder: bank?.accountHolder ?? '',
      accountNumber: '',
      ifsc: bank?.ifsc ?? '',
      gstin: bank?.gstin ?? '',
    },
    fields: FIELDS,
    submit: async (values) => {
      await save.mutateAsync(values);
      toast.success(BANK_MESSAGES.saved);
      onCancel?.();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <FormField label="Account holder" error={errors.accountHolder?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('accountHolder')} />}
      </FormField>
      <FormField label="Account number" hint="9 to 18 digits" error={errors.accountNumber?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            {...form.register('accountNumber')}
          />
        )}
      </FormField>
      <FormField label="IFSC" hint="11 characters, like HDFC0001234" error={errors.ifsc?.message}>
        {(control) => <CodeInput {...control} {...form.register('ifsc')} />}
      </FormField>
      <FormField
        label="GSTIN (optional)"
        hint="Printed on your buyers’ invoices when given"
        error={errors.gstin?.message}
      >
        {(control) => <CodeInput {...control} {...form.register('gstin')} />}
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." className="w-full sm:w-fit">
          Save bank details
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * Where payouts go: the account holder, account number and IFSC, and the GSTIN invoices carry. Once saved the
 * number is only ever shown masked (the server never answers it whole).
 */
export function BankDetailsForm() {
  const query = useBankDetails();
  const [editing, setEditing] = useState(false);
  const saved = query.data?.bankDetails ?? null;

  let body;
  if (query.isPending) body = <Skeleton className="h-20 w-full" />;
  else if (saved && !editing)
    body = (
      <div className="grid gap-4">
        <SavedDetails bank={saved} />
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setEditing(true)}>
          Change bank details
        </Button>
      </div>
    );
  else body = <EditForm bank={saved} onCancel={saved ? () => setEditing(false) : undefined} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LandmarkIcon aria-hidden className="size-5 text-muted-foreground" />
          Bank details
        </CardTitle>
        <CardDescription>
          {saved ? 'Payouts are sent to this account.' : 'Add the account your payouts are sent to.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** A bank or tax code (IFSC, GSTIN): typed in capitals, never corrected or remembered by the browser. */
function CodeInput(props: React.ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className="uppercase"
      {...props}
    />
  );
}
