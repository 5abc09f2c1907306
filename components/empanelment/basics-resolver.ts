import type { FieldErrors, Resolver } from 'react-hook-form';
import { lazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import type { EmpanelmentBasicsInput } from '@/lib/forms/empanelment/empanelment-basics';
import { BASICS_MESSAGES } from '@/lib/forms/empanelment/empanelment-basics-fields';

// The seed announces empty fields with one message above the form, not under each field. The fields
// read their message from the form, so an empty field's error keeps its place (the field stays marked
// invalid) but carries no text of its own; its type says why.

const MISSING = 'missing';
const schemaResolver = lazyZodResolver<EmpanelmentBasicsInput>(() => import('@/lib/forms/empanelment/empanelment-basics').then((m) => m.empanelmentBasicsSchema));

export const basicsResolver: Resolver<EmpanelmentBasicsInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const error of Object.values(result.errors)) {
    if (error?.message === BASICS_MESSAGES.allMandatory) Object.assign(error, { type: MISSING, message: '' });
  }
  return result;
};

export const isMissing = (errors: FieldErrors<EmpanelmentBasicsInput>): boolean =>
  Object.values(errors).some((error) => error?.type === MISSING);
