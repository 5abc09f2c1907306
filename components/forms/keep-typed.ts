'use client';

import type { FieldValues, Path, PathValue, RegisterOptions, UseFormGetValues, UseFormRegister, UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form';
import { useHydrated } from '@/components/ui/use-hydrated';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the page holds that the server's HTML did not: typed, chosen or filled in by the browser before
 * the scripts ran. undefined when the control is as it was sent.
 */
export function changedBeforeHydration(el: Control): string | boolean | undefined {
  const input = el instanceof HTMLInputElement ? el : null;
  if (input?.type === 'radio') {
    // The whole group is read at its first radio: registering that one checks the default and so
    // unchecks the person's choice before its own radio is reached.
    const group = input.form ? [...input.form.elements].filter((e) => e instanceof HTMLInputElement && e.name === input.name) : [input];
    return (group as HTMLInputElement[]).find((r) => r.checked && !r.defaultChecked)?.value;
  }
  if (input?.type === 'checkbox') return input.checked !== input.defaultChecked ? input.checked : undefined;
  // A select sent with no option marked shows its first.
  const sent = el instanceof HTMLSelectElement ? ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value : el.defaultValue;
  return el.value !== (sent ?? '') ? el.value : undefined;
}

/**
 * The form's `register`, which on the page's first load keeps what the person entered before the scripts
 * ran. react-hook-form fills each field with its default when it first sees it, and on a slow phone that
 * wiped a name typed while the page was still loading (a Submit then refused the field as empty). Such
 * a value is adopted as if typed: the form holds it, it is dirty, and the field's own onChange rule runs.
 * After hydration this is the form's own `register`, unchanged.
 */
export function useKeepTyped<T extends FieldValues>(form: { register: UseFormRegister<T>; setValue: UseFormSetValue<T>; getValues: UseFormGetValues<T> }): UseFormRegister<T> {
  const hydrated = useHydrated();
  if (hydrated) return form.register;
  return <N extends Path<T>>(name: N, rules?: RegisterOptions<T, N>): UseFormRegisterReturn<N> => {
    const field = form.register(name, rules);
    return {
      ...field,
      ref: (el: Control | null) => {
        const typed = el ? changedBeforeHydration(el) : undefined;
        field.ref(el);
        // A radio group's later radios find the choice the form already holds.
        if (typed === undefined || typed === form.getValues(name)) return;
        const value = typed as PathValue<T, N>;
        form.setValue(name, value, { shouldDirty: true });
        void rules?.onChange?.({ target: { name, value }, type: 'change' });
      },
    };
  };
}
