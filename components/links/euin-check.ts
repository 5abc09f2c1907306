import type { EuinCheckResponse } from '@/app/api/public/links/euin/route';
import { arnDigits, euinDigits, type EuinCheckInput } from '@/lib/forms/customized-link';
import { callBff } from './post-json';

/**
 * Asks the BFF about an EUIN once the field is left. Null when there is nothing to ask yet (a
 * malformed code is the form's own message) or the check itself failed: submitting checks again.
 */
export async function checkEuinOnBlur(brokerCode: string, euin: string | undefined, form: EuinCheckInput['form']) {
  if (!/^\d+$/.test(arnDigits(brokerCode)) || !/^\d{6}$/.test(euinDigits(euin))) return null;
  const result = await callBff<EuinCheckResponse>('/api/public/links/euin', { brokerCode, euin: euinDigits(euin), form });
  return result.ok ? result.data : null;
}
