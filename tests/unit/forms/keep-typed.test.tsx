// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckboxInput } from '@/components/forms/CheckboxInput';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { TextInput } from '@/components/forms/TextInput';

// A page is server-rendered and then hydrated: on a slow phone the person types into the server's HTML
// before the scripts run. What they typed must survive hydration, in the field and in the form's values,
// while the fields they left alone take the form's defaults.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

interface Values {
  name: string;
  city: string;
  state: string;
  mode: string;
  agree: boolean;
}
const DEFAULTS: Values = { name: '', city: 'Kolkata', state: '', mode: 'single', agree: false };

let form: UseFormReturn<Values> | null = null;
const modeChanged = vi.fn();

function Form() {
  const f = useForm<Values>({ defaultValues: DEFAULTS });
  useEffect(() => {
    form = f;
  });
  return (
    <FormProvider {...f}>
      <form>
        <TextInput name="name" label="Nominee Name" />
        <TextInput name="city" label="City" />
        <SelectInput name="state" label="State" options={['Kerala', 'West Bengal']} />
        <RadioGroup name="mode" legend="Mode of Holding" options={['single', 'joint']} rules={{ onChange: modeChanged }} />
        <CheckboxInput name="agree" label="I agree" />
      </form>
    </FormProvider>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  modeChanged.mockReset();
});

/** The server's HTML in the page, `type` run on it as the person would before the scripts, then hydrated. */
function loadTypingEarly(type: (page: HTMLElement) => void) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Form />);
  document.body.append(page);
  type(page);
  act(() => {
    root = hydrateRoot(page, <Form />);
  });
  return page;
}

const field = <E extends Element>(page: HTMLElement, name: string) => page.querySelector(`[name="${name}"]`) as unknown as E;

describe('what was entered before the scripts ran', () => {
  it('stays in the fields and in the form, dirty, while untouched fields take their defaults', () => {
    const page = loadTypingEarly((p) => {
      field<HTMLInputElement>(p, 'name').value = 'Rina Das';
      field<HTMLSelectElement>(p, 'state').value = 'West Bengal';
      field<HTMLInputElement>(p, 'agree').checked = true;
    });
    expect(field<HTMLInputElement>(page, 'name').value).toBe('Rina Das');
    expect(field<HTMLSelectElement>(page, 'state').value).toBe('West Bengal');
    expect(field<HTMLInputElement>(page, 'city').value).toBe('Kolkata');
    expect(form?.getValues()).toEqual({ name: 'Rina Das', city: 'Kolkata', state: 'West Bengal', mode: 'single', agree: true });
    expect(form?.getFieldState('name').isDirty).toBe(true);
    expect(form?.getFieldState('city').isDirty).toBe(false);
  });

  it("a radio chosen early is the form's value and runs the group's own change rule", () => {
    const page = loadTypingEarly((p) => {
      (p.querySelector('input[value="joint"]') as HTMLInputElement).checked = true;
    });
    expect(form?.getValues('mode')).toBe('joint');
    expect((page.querySelector('input[value="joint"]') as HTMLInputElement).checked).toBe(true);
    expect((page.querySelector('input[value="single"]') as HTMLInputElement).checked).toBe(false);
    expect(modeChanged).toHaveBeenCalledWith(expect.objectContaining({ target: { name: 'mode', value: 'joint' } }));
  });

  it('nothing entered: the form holds its defaults and nothing is dirty', () => {
    const page = loadTypingEarly(() => undefined);
    expect(form?.getValues()).toEqual(DEFAULTS);
    expect(form?.formState.isDirty).toBe(false);
    expect(field<HTMLInputElement>(page, 'city').value).toBe('Kolkata');
    expect(modeChanged).not.toHaveBeenCalled();
  });
});
