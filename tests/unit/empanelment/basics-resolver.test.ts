import { describe, expect, it } from 'vitest';
import { basicsResolver, isMissing } from '@/components/empanelment/basics-resolver';

const valid = { arnCode: 'ARN-990011', pan: 'DADPD9901F', email: 'arjun@example.com', mobile: '9831045678', otp: '123456' };
const resolve = (values: typeof valid) => basicsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the basics form resolver', () => {
  it('marks an empty field invalid without a message of its own, so the form says it once', async () => {
    const { errors } = await resolve({ ...valid, pan: '', otp: ' ' });
    expect(errors.pan).toMatchObject({ type: 'missing', message: '' });
    expect(errors.otp).toMatchObject({ type: 'missing', message: '' });
    expect(isMissing(errors)).toBe(true);
  });

  it('keeps a format problem on its field', async () => {
    const { errors } = await resolve({ ...valid, mobile: '5831045678' });
    expect(errors.mobile?.message).toBe('Please enter valid Mobile number');
    expect(isMissing(errors)).toBe(false);
  });

  it('passes complete details through, normalised', async () => {
    const { values, errors } = await resolve({ ...valid, arnCode: '990011', pan: 'dadpd9901f' });
    expect(errors).toEqual({});
    expect(values).toEqual(valid);
  });
});
