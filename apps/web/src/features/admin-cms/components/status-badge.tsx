import { Badge } from '@/components/ui/badge';

/** Active / Inactive flag of a banner or slider item. */
export function StatusBadge({ active, className }: { active: boolean; className?: string }) {
  return (
    <Badge variant={active ? 'success' : 'secondary'} className={className}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
