'use client';

import { useFormContext } from 'react-hook-form';
import { RadioGroup } from '@/components/forms/RadioGroup';
import { SelectInput } from '@/components/forms/SelectInput';
import { Alert } from '@/components/ui/Alert';
import { CLEARED_BY, SIP_SCREEN_MESSAGES, SIP_TYPE_LABELS } from '@/lib/forms/sip/sip-fields';
import type { SipValues } from '@/lib/forms/sip/sip';
import { InvestorContactFields } from '../InvestorContactFields';
import { SipForm, type SipFormProps, type SipLeadProps } from './SipForm';

/** A folio's SIP (ISIP): new folio (with the investor's contacts) or one of the investor's folios. */
function FolioLead({ form: { folios, investor }, sipType, restart }: SipLeadProps) {
  const { setValue } = useFormContext<SipValues>();
  return (
    <>
      <RadioGroup
        name="sipType" legend="SIP Type"
        options={[{ value: 'NEW', label: SIP_TYPE_LABELS.NEW }, { value: 'EXISTING', label: SIP_TYPE_LABELS.EXISTING, disabled: folios.length === 0 }]}
        hint={folios.length === 0 ? 'The investor has no folio of this fund house yet.' : undefined}
        rules={{ onChange: (e: { target: { value: string } }) => restart(e.target.value === 'EXISTING' ? 'EXISTING' : 'NEW') }}
      />
      {sipType === 'NEW' && <InvestorContactFields locked={{ email: !!investor.email, mobile: !!investor.mobile }} />}
      {sipType === 'EXISTING' && (folios.length === 0
        ? <Alert tone="warning">{SIP_SCREEN_MESSAGES.noFolios}</Alert>
        : <SelectInput name="folio" label="Folio" required placeholder="Select Folio" options={folios}
            rules={{ onChange: () => { for (const name of CLEARED_BY.schemeType) setValue(name, ''); } }} />)}
    </>
  );
}

/** The SIP form of the folio mode (/new-transaction/sip/digital/transact). */
export function FolioSipForm(props: SipFormProps) {
  return <SipForm {...props} lead={FolioLead} />;
}
