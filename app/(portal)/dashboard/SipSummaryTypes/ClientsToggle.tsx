'use client';

import { SIP_VIEWS, type SipView } from '@/lib/drilldowns/sip-summary';

/** The seed's sub-buttons CLIENT WITH SIP and CLIENT WITHOUT SIP: two toggle buttons, one pressed. */
export function ClientsToggle({ view, onChange }: { view: SipView; onChange: (view: SipView) => void }) {
  return (
    <div role="group" aria-label="Clients" className="inline-flex overflow-hidden rounded-field border border-line-strong">
      {SIP_VIEWS.map((v) => {
        const pressed = v.id === view;
        return (
          <button
            key={v.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(v.id)}
            className={`min-h-9 px-3 text-xs font-semibold tracking-wide ${
              pressed ? 'bg-brand-700 text-white' : 'bg-surface text-brand-800 hover:bg-brand-50'
            }`}
          >
            {v.label}
          </button>
        );
      })}
    </div>
  );
}
