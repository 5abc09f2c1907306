'use client';

import { useEffect, useState } from 'react';
import { ChevronRightIcon, Icon, type IconProps } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDashboardNotices } from './use-dashboard-notices';
import type { DashboardNotices } from '@/lib/api/dashboard';
import { useReducedMotion } from './use-reduced-motion';

/** Seed 000, section 9: the carousel advances every 2 seconds. */
export const CAROUSEL_INTERVAL_MS = 2000;

interface Slide {
  key: string;
  kind: string;
  title: string;
  text: string;
}

function slidesOf(notices: DashboardNotices): Slide[] {
  return [
    ...notices.banners.map((b) => ({ key: `banner-${b.id}`, kind: 'Notice', title: b.title, text: b.description })),
    ...notices.offers.map((o) => ({
      key: `offer-${o.key}`,
      kind: 'New Fund Offer',
      title: o.name,
      text: `Open for subscription from ${o.opens} to ${o.closes}.`,
    })),
  ];
}

const control =
  'inline-flex h-9 w-9 items-center justify-center rounded-field border border-line-strong bg-surface text-brand-800 hover:bg-brand-50';

/**
 * Banners and offer notices in their date window, one at a time. It rotates only while nobody is
 * reading it: the pause button stops it, pointing at or focusing a slide control holds it, and a
 * system asking for reduced motion starts it paused (WCAG 2.2.2).
 */
export function NoticeCarousel() {
  const { data, error } = useDashboardNotices();
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);
  const slides = data ? slidesOf(data) : [];
  const count = slides.length;
  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = playing && !held && count > 1;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  // The notices are a nicety: when they cannot be read the dashboard goes on without them.
  if (error || (data && count === 0)) return null;
  if (!data) return <Skeleton className="h-24 w-full" />;

  const go = (step: number) => setIndex((current + step + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="Notices" className="rounded-card border border-brand-200 bg-brand-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div
          aria-live={rotating ? 'off' : 'polite'}
          className="min-w-0 flex-1 basis-64"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
        >
          {/* Every slide sits in the same grid cell and only the current one is visible, so the box is
              as tall as the longest slide and the page below never moves when the slides turn. */}
          <div className="grid">
            {slides.map((s, i) => (
              <div
                key={s.key}
                role={i === current ? 'group' : undefined}
                aria-roledescription={i === current ? 'slide' : undefined}
                aria-label={i === current ? `${current + 1} of ${count}` : undefined}
                className={`[grid-area:1/1] ${i === current ? '' : 'invisible'}`}
              >
                <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{s.kind}</p>
                <p className="mt-1 font-semibold text-ink">{s.title}</p>
                <p className="mt-1 text-ink">{s.text}</p>
              </div>
            ))}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={control}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? 'Pause notices' : 'Play notices'}
          >
            {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
          </button>
          {count > 1 && (
            <>
              <button type="button" className={control} onClick={() => go(-1)} aria-label="Previous notice">
                <ChevronLeftIcon className="h-4 w-4" />
              </button>
              <button type="button" className={control} onClick={() => go(1)} aria-label="Next notice">
                <ChevronRightIcon className="h-4 w-4" />
              </button>
            </>
          )}
          <span className="min-w-12 text-center text-xs tabular-nums text-ink-muted" aria-hidden="true">
            {current + 1} / {count}
          </span>
        </div>
      </div>
    </section>
  );
}

function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 4.2v11.6L15.5 10 6.5 4.2Z" />
    </Icon>
  );
}

function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.2 4.5v11M12.8 4.5v11" />
    </Icon>
  );
}

function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12.2 5.5-4.5 4.5 4.5 4.5" />
    </Icon>
  );
}
