import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJourney } from '@/lib/journeys/journey';
import { firstUnfinished } from '@/lib/journeys/progress';
import { draftJourneyStore } from '@/server/journeys/drafts';
import type { Db } from '@/server/store/db';
import { saveDraft } from '@/server/store/drafts';
import { backends, rows, useBackend } from '../store/backends';

const journey = defineJourney({
  name: 'test-investor',
  base: '/t',
  steps: [
    { slug: 'applicant', title: 'Applicant', schema: z.object({ name: z.string().min(1) }) },
    { slug: 'scheme', title: 'Scheme', schema: z.object({ amount: z.coerce.number().min(500) }) },
    { slug: 'confirmation', title: 'Confirmation' },
  ],
});

const RAVI = { userId: 'demo@dit.test', pan: 'BKFPS4821K' };
const MEERA = { ...RAVI, pan: 'CQWPM7310L' };

describe.each(backends)('the draft journey store on $name', (backend) => {
  const opened = useBackend(backend, 'drafts');
  let db: Db;
  beforeEach(() => {
    db = opened();
  });

  it('starts empty, then gives back the saved steps', async () => {
    const store = draftJourneyStore(journey, RAVI, db);
    expect(await store.load()).toEqual({});
    await store.save({ applicant: { name: 'Ravi Sharma' } });
    expect(await store.load()).toEqual({ applicant: { name: 'Ravi Sharma' } });
    expect(firstUnfinished(journey, await store.load())).toBe('scheme');
  });

  it('keeps one state per distributor and PAN, under the journey kind, sealed', async () => {
    await draftJourneyStore(journey, RAVI, db).save({ applicant: { name: 'Ravi Sharma' } });
    await draftJourneyStore(journey, MEERA, db).save({ applicant: { name: 'Meera Pillai' } });
    expect(await draftJourneyStore(journey, { ...RAVI, userId: 'txn@dit.test' }, db).load()).toEqual({});
    expect(await draftJourneyStore(journey, { userId: ' DEMO@dit.test', pan: 'bkfps4821k' }, db).load()).toEqual({
      applicant: { name: 'Ravi Sharma' },
    });
    const stored = await rows<{ kind: string; sealed: string }>(db, sql`select kind, sealed from drafts order by pan`);
    expect(stored.map((r) => r.kind)).toEqual(['journey:test-investor', 'journey:test-investor']);
    expect(stored.map((r) => r.sealed).join()).not.toContain('Ravi');
  });

  it('parses the stored values again on load, dropping what no longer passes', async () => {
    const ref = { ...RAVI, kind: 'journey:test-investor' };
    await saveDraft(db, ref, { applicant: { name: 'Ravi Sharma' }, scheme: { amount: '100' }, stray: true });
    expect(await draftJourneyStore(journey, RAVI, db).load()).toEqual({ applicant: { name: 'Ravi Sharma' } });
    await saveDraft(db, ref, { applicant: { name: 'Ravi Sharma' }, scheme: { amount: '5000' } });
    expect(await draftJourneyStore(journey, RAVI, db).load()).toEqual({ applicant: { name: 'Ravi Sharma' }, scheme: { amount: 5000 } });
  });

  it('clears the journey without touching the investor\'s other drafts', async () => {
    await saveDraft(db, { ...RAVI, kind: 'lumpsum' }, { amount: '5000' });
    const store = draftJourneyStore(journey, RAVI, db);
    await store.save({ applicant: { name: 'Ravi Sharma' } });
    await store.clear();
    expect(await store.load()).toEqual({});
    expect(await rows(db, sql`select kind from drafts`)).toEqual([{ kind: 'lumpsum' }]);
  });
});
