import { beforeEach, describe, expect, it } from 'vitest';
import { emptyHolder } from '@/lib/forms/onboarding/new-investor-applicant';
import { draftJourneyStore } from '@/server/journeys/drafts';
import type { Db } from '@/server/store/db';
import { journeysInProgress, maskPan } from '@/server/services/onboarding/new-investor-resume';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { backends, useBackend } from '../store/backends';

const DEMO = 'demo@dit.test';
const applicant = (pan: string, name: string) => ({
  modeOfHolding: 'single',
  holders: [{ ...emptyHolder(pan, name), taxResidentElsewhere: 'No' }],
});
const submitted = { schemeDescription: 'Flexi Cap Fund', applicationNumber: '1', amount: 5000, distributorName: 'Asha Menon', payMode: 'UPI', type: 'Lumpsum' };

describe.each(backends)("the distributor's new-investor journeys in progress on $name", (backend) => {
  const opened = useBackend(backend, 'drafts');
  let db: Db;
  beforeEach(() => {
    db = opened();
  });

  it('lists each begun journey by name and masked PAN with the step it stands at, never the PAN', async () => {
    await draftJourneyStore(newInvestorJourney, { userId: DEMO, pan: 'AMNPV5512Q' }, db).save({ 'applicant-details': applicant('AMNPV5512Q', 'Anita Verma') });
    // Submitted (awaiting Go To Dashboard), another distributor's, and one with nothing saved are not listed.
    await draftJourneyStore(newInvestorJourney, { userId: DEMO, pan: 'KMNPM4455H' }, db).save({
      'applicant-details': applicant('KMNPM4455H', 'Karan Mehta'), 'payment-details': submitted,
    });
    await draftJourneyStore(newInvestorJourney, { userId: 'txn@dit.test', pan: 'IQBPS7788D' }, db).save({ 'applicant-details': applicant('IQBPS7788D', 'Imran Shaikh') });
    await draftJourneyStore(newInvestorJourney, { userId: DEMO, pan: 'DHRPK2206B' }, db).save({});

    const listed = await journeysInProgress(DEMO, db);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Anita Verma', maskedPan: 'XXXXXX512Q', nextStep: 'Nominee Details' });
    expect(listed[0]?.ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(listed)).not.toContain('AMNPV5512Q');
    // The reference names the journey for this distributor only.
    expect((await journeysInProgress(DEMO, db))[0]?.ref).toBe(listed[0]?.ref);
  });

  it('masks all but the last four characters of a PAN', () => {
    expect(maskPan('AMNPV5512Q')).toBe('XXXXXX512Q');
  });
});
