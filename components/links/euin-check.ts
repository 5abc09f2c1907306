import { bff } from '@/components/bff/client';
import { EUIN_CHECK_API, type EuinCheckResponse } from '@/lib/api/links';
import type { EuinCheckInput } from '@/lib/forms/links/customized-link';
import { arnDigits, euinDigits } from '@/lib/forms/links/customized-link-fields';

/**
 * Asks the BFF about an EUIN once the field is left. Null when there is nothing to ask yet (a
 * malformed code is the form's own message) or the check itself failed: submitting checks again.
 */
export async function checkEuinOnBlur(brokerCode: string, euin: string | undefined, form: EuinCheckInput['form']) {
  if (!/^\d+$/.test(arnDigits(brokerCode)) || !/^\d{6}$/.test(euinDigits(euin))) return null;
  const result = await bff<EuinCheckResponse>(EUIN_CHECK_API, { body: { brokerCode, euin: euinDigits(euin), form }, public: true });
  return result.ok ? result.data : null;
}
