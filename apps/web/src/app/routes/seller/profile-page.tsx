import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { truncate } from '@electrohub/shared/format';
import { SELLER_ADDRESS_MAX } from '@electrohub/shared/seller';
import { PageLoader } from '@/components/page-loader';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/auth/get-session';
import { AccountAvatar } from '@/features/profile/components/account-avatar';
import { DeleteSellerAccount } from '@/features/profile/components/delete-seller-account';
import { EditSellerProfileDialog } from '@/features/profile/components/edit-seller-profile-dialog';
import { SalesRevenueCard } from '@/features/seller-dashboard/components/sales-revenue-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /seller/dashboard/profile: banner, picture, company details, Sales & Revenue
 * (cached until Refresh), Edit Profile and 'Delete Account Permanent'.
 */
export function SellerProfilePage() {
  useDocumentTitle('Profile');
  const { seller } = useSession();
  if (!seller) return <PageLoader className="min-h-96" />;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-8">
      <h1 className="sr-only">Profile</h1>
      <Card className="overflow-hidden pt-0">
        <div aria-hidden className="h-28 bg-gradient-to-r from-primary via-chart-5 to-chart-2 md:h-40" />
        <CardContent className="-mt-12 grid gap-4 md:-mt-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <AccountAvatar
              name={seller.name}
              pfp={seller.pfp}
              className="size-24 border-4 border-card md:size-28"
            />
            <EditSellerProfileDialog seller={seller} />
          </div>
          <div className="grid gap-2">
            <h2 className="text-2xl font-bold tracking-tight">{seller.name}</h2>
            <ul className="grid gap-1.5 text-sm text-muted-foreground">
              <li className="flex items-center gap-2 break-all">
                <MailIcon aria-hidden className="size-4 shrink-0" /> {seller.email}
              </li>
              <li className="flex items-center gap-2">
                <PhoneIcon aria-hidden className="size-4 shrink-0" />{' '}
                {seller.phone ? `+91 ${seller.phone}` : 'No phone number yet'}
              </li>
              <li className="flex items-center gap-2" title={seller.address ?? undefined}>
                <MapPinIcon aria-hidden className="size-4 shrink-0" />
                {seller.address ? truncate(seller.address, SELLER_ADDRESS_MAX) : 'No address yet'}
              </li>
            </ul>
          </div>
        </CardContent>
      </Card>

      <SalesRevenueCard sellerId={seller.id} />

      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 className="font-semibold">Delete account</h2>
            <p className="text-sm text-muted-foreground">
              Your seller account and products go for good; orders already placed stay on record.
            </p>
          </div>
          <DeleteSellerAccount seller={seller} />
        </CardContent>
      </Card>
    </div>
  );
}
