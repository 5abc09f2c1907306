import 'server-only';
import { refusedField, type MemberAccess, type MemberDetails } from '@/lib/rules/team';
import { UpstreamError } from '../../fundhouse/errors';
import { fieldError } from '../../http/handler';

/**
 * Runs a call about these details and puts the registrar's refusal under the field it is about (an EUIN
 * of another ARN under the EUIN, a PAN outside the book under the list), in its words, so the admin
 * fixes it where they typed it; any other refusal stays the form's.
 */
export async function refusedOnField<T>(details: MemberDetails | MemberAccess, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const field = err instanceof UpstreamError && err.kind === 'business' ? refusedField(err.userMessage, details) : null;
    throw field ? fieldError(field, (err as UpstreamError).userMessage, 422) : err;
  }
}
