import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stepper } from '@/components/forms/Stepper';

describe('the stepper', () => {
  const html = renderToStaticMarkup(
    <Stepper
      label="Empanelment steps"
      steps={[
        { title: 'Basic details', status: 'done' },
        { title: 'Bank details', status: 'current' },
        { title: 'Nominee details', status: 'upcoming' },
      ]}
    />,
  );

  it('is a named navigation landmark holding an ordered list', () => {
    expect(html).toMatch(/^<nav aria-label="Empanelment steps"[^>]*><ol /);
    expect(html.match(/<li /g)).toHaveLength(3);
  });

  it('marks only the current step for assistive technology', () => {
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toMatch(/<li aria-current="step"[^>]*>.*Step 2: <\/span>Bank details/);
  });

  it('says in words which steps are finished, not by colour alone', () => {
    expect(html).toContain('Step 1: </span>Basic details<span class="sr-only"> (completed)</span>');
    expect(html).not.toContain('Bank details<span class="sr-only"> (completed)');
    expect(html).toContain('<svg');
  });
});
