import { Alert } from '@/components/ui/Alert';
import { formatRupees } from '@/lib/money';
import { headroomWarning } from '@/lib/rules/mandate-headroom';

/**
 * Says plainly, before the SIP is submitted, that its instalment is more than the mandate has left once
 * the SIPs already on it are paid (the maximum itself is the amount field's own rule).
 */
export function HeadroomWarning({ amount, max, left }: { amount: string; max: string; left?: number }) {
  const text = headroomWarning(Number(amount.replace(/,/g, '')) || 0, Number(max) || 0, left, formatRupees);
  return text ? <Alert tone="warning">{text}</Alert> : null;
}
