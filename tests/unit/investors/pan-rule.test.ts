import { describe, expect, it } from 'vitest';
import {
  INDIVIDUAL_PAN_MESSAGE,
  individualPanError,
  isIndividualPan,
  isValidPan,
  normalisePanInput,
  PAN_MESSAGE,
  panError,
} from '@/lib/rules/pan';

describe('PAN format (AAAAA9999A)', () => {
  it.each(['BKFPS4821K', 'AAACB1234C', 'CQWPM7310L'])('accepts %s', (pan) => {
    expect(isValidPan(pan)).toBe(true);
    expect(panError(pan)).toBeNull();
  });

  it.each([
    ['too short', 'BKFPS4821'],
    ['too long', 'BKFPS4821KK'],
    ['a digit among the first five', 'BKFP14821K'],
    ['a letter among the four digits', 'BKFPS48A1K'],
    ['a digit at the end', 'BKFPS48211'],
    ['a space inside', 'BKFPS 4821K'],
    ['empty', ''],
  ])('refuses a PAN with %s, saying so', (_, pan) => {
    expect(isValidPan(pan)).toBe(false);
    expect(panError(pan)).toBe(PAN_MESSAGE);
  });

  it('checks what was typed trimmed and upper-cased', () => {
    expect(panError(' bkfps4821k ')).toBeNull();
  });

  it('has the seed message', () => {
    expect(PAN_MESSAGE).toBe('Please enter a valid PAN');
  });
});

describe('the PAN box', () => {
  it('upper-cases, drops spaces and keeps ten characters', () => {
    expect(normalisePanInput('bkfps 4821k')).toBe('BKFPS4821K');
    expect(normalisePanInput('bkfps4821kzz')).toBe('BKFPS4821K');
    expect(normalisePanInput('ab-c')).toBe('AB-C');
  });
});

describe('the fourth character P (individuals)', () => {
  it('marks an individual by P in fourth place', () => {
    expect(isIndividualPan('BKFPS4821K')).toBe(true);
    expect(isIndividualPan('bkfps4821k')).toBe(true);
    expect(individualPanError('BKFPS4821K')).toBeNull();
  });

  it.each([
    ['a company', 'AAACB1234C'],
    ['a firm', 'AAAFB1234C'],
    ['a trust', 'AAATB1234C'],
    ['P in another place', 'PAACB1234C'],
  ])('refuses %s with the seed message', (_, pan) => {
    expect(isIndividualPan(pan)).toBe(false);
    expect(individualPanError(pan)).toBe(INDIVIDUAL_PAN_MESSAGE);
  });

  it('answers the PAN message for something that is not a PAN at all', () => {
    expect(isIndividualPan('ABCP')).toBe(false);
    expect(individualPanError('ABCP')).toBe(PAN_MESSAGE);
  });

  it('has the seed message', () => {
    expect(INDIVIDUAL_PAN_MESSAGE).toBe(
      'Entered PAN Number is not related to Individual PAN Number, So please Enter Individual PAN Number',
    );
  });
});
