import { CameraIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FIELD_EMPTY,
  USER_FIELD_LABELS,
  USER_PROFILE_FIELDS,
  userUpdateBody,
  type UserProfileField,
} from '@electrohub/shared/accounts';
import {
  PFP_ACCEPT,
  PFP_MAX_BYTES,
  PFP_TOO_LARGE,
  SECURITY_ANSWER_MASK,
  SECURITY_QUESTION,
  type PublicUser,
} from '@electrohub/shared/auth';
import { PageLoader } from '@/components/page-loader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { endSession } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { AccountAvatar } from '../components/account-avatar';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { ProfileField, type FieldKind } from '../components/profile-field';

const KIND: Record<UserProfileField, FieldKind> = {
  name: 'text',
  phone: 'tel',
  gender: 'gender',
  address: 'textarea',
  answer: 'secret',
};

const notSet = <span className="text-muted-foreground italic">Not set</span>;

function display(user: PublicUser, field: UserProfileField) {
  switch (field) {
    case 'phone':
      return user.phone ? `+91 ${user.phone}` : notSet;
    case 'answer':
      return user.hasAnswer ? <span aria-label="Hidden">{SECURITY_ANSWER_MASK}</span> : notSet;
    default:
      return user[field] || notSet;
  }
}

/** The client check before saving: the same schema the server uses, one field at a time. */
function validate(field: UserProfileField, value: string): string | undefined {
  if (!value.trim()) return FIELD_EMPTY;
  const result = userUpdateBody.safeParse({ [field]: value });
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** /user/profile: Personal Information with inline editing and account deletion. */
export function ProfilePage() {
  useDocumentTitle('Personal Information');
  const { user } = useSession();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<UserProfileField | null>(null);
  const pictureInput = useId();

  if (!user) return <PageLoader className="min-h-64" />;
  const me = user;
  const id = me.id;

  const save = async (field: UserProfileField, value: string): Promise<boolean> => {
    try {
      await update.mutateAsync({ id, fields: { [field]: value } });
      toast.success(`${USER_FIELD_LABELS[field]} updated successfully`);
      setEditing(null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  const changePicture = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PFP_MAX_BYTES) {
      toast.error(PFP_TOO_LARGE);
      return;
    }
    try {
      await update.mutateAsync({ id, fields: {}, pfp: file });
      toast.success('Profile picture updated successfully');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const deleteAccount = async () => {
    try {
      const { user: deleted } = await remove.mutateAsync(id);
      toast.success(`${deleted.name}'s account deleted successfully`);
      // flushSync: the account area must be gone from the screen before the session is forgotten, or its
      // guard (rendering first, at the session's sync priority) sends the visitor to sign-in instead.
      await navigate(paths.home.href(), { replace: true, flushSync: true });
      endSession('account');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Personal Information</h1>

      <Card>
        <CardHeader className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <div className="relative">
            <AccountAvatar name={me.name} pfp={me.pfp} />
            <label
              htmlFor={pictureInput}
              className="absolute -right-1 -bottom-1 flex size-8 cursor-pointer items-center justify-center rounded-full border bg-background text-foreground shadow-sm hover:bg-accent focus-ring-within"
            >
              <CameraIcon className="size-4" aria-hidden />
              <span className="sr-only">Change profile picture</span>
              <input
                id={pictureInput}
                type="file"
                accept={PFP_ACCEPT}
                className="sr-only"
                disabled={update.isPending}
                onChange={(event) => {
                  void changePicture(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
          <div className="min-w-0">
            <CardTitle className="truncate text-xl leading-7">{me.name}</CardTitle>
            <CardDescription className="truncate">{me.email}</CardDescription>
            <p className="mt-1 text-xs text-muted-foreground">
              Profile picture: JPEG, PNG, GIF or WEBP under 2 MB.
            </p>
          </div>
        </CardHeader>
        <CardContent>
          {USER_PROFILE_FIELDS.map((field) => (
            <ProfileField
              key={field}
              label={USER_FIELD_LABELS[field]}
              display={display(me, field)}
              initial={field === 'answer' ? '' : (me[field] ?? '')}
              kind={KIND[field]}
              hint={field === 'answer' ? `Security question: ${SECURITY_QUESTION}` : undefined}
              editing={editing === field}
              onEdit={() => setEditing(field)}
              onCancel={() => setEditing(null)}
              onSave={(value) => save(field, value)}
              validate={(value) => validate(field, value)}
              saving={update.isPending && editing === field}
            />
          ))}
        </CardContent>
      </Card>

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">Delete account</CardTitle>
          <CardDescription>
            Your profile, cart, wishlist and reviews are removed for good. Sellers keep the record of orders
            you placed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog deleting={remove.isPending} onConfirm={deleteAccount} />
        </CardContent>
      </Card>
    </div>
  );
}
