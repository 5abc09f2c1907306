import { Pill, type PillLook } from '@/components/ui/StatusPill';
import { CheckCircleIcon, ErrorIcon, WarningIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/page-icons';
import { MEMBER_STATUS_LABELS } from '@/lib/rules/team';
import { MEMBER_STATUSES, type MemberStatus } from '@/lib/rules/team-roles';

const LOOK: Record<MemberStatus, PillLook> = {
  invited: { Icon: ClockIcon, tone: 'warning' },
  active: { Icon: CheckCircleIcon, tone: 'success' },
  suspended: { Icon: WarningIcon, tone: 'danger' },
  removed: { Icon: ErrorIcon, tone: 'muted' },
};

const isStatus = (s: string): s is MemberStatus => (MEMBER_STATUSES as readonly string[]).includes(s);

/** A member's status in words and an icon; one the portal does not know is shown as the registrar wrote it. */
export function MemberStatusPill({ status }: { status: string }) {
  return isStatus(status) ? <Pill look={LOOK[status]} label={MEMBER_STATUS_LABELS[status]} /> : <span>{status}</span>;
}
