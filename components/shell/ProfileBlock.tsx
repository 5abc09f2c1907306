import { IntentLink } from '@/components/ui/IntentLink';
import { SettingsIcon } from '@/components/ui/icons';
import { initialsOf } from '@/lib/initials';
import type { PortalSession } from '@/lib/auth/portal-session';
import { allowedForFlag } from '@/lib/routes';

const SETTINGS = '/settings';

/** The distributor's name and ARN, with the settings shortcut when the flag opens Settings (flag N; seed 000 section 3). */
export function ProfileBlock({ session }: { session: Pick<PortalSession, 'name' | 'arn' | 'flag'> }) {
  const initials = initialsOf(session.name);
  return (
    <div className="flex items-center gap-3 border-b border-line px-4 py-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {initials || '–'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{session.name || '-NA-'}</p>
        <p className="truncate text-xs text-ink-muted">
          {/* The ARN code usually carries its own "ARN-" prefix; say what it is only when it does not. */}
          {/^arn/i.test(session.arn) ? session.arn : `ARN ${session.arn}`}
        </p>
      </div>
      {allowedForFlag(SETTINGS, session.flag) && (
        <IntentLink
          href={SETTINGS}
          aria-label="Profile settings"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-field text-ink-muted hover:bg-brand-50 hover:text-brand-800"
        >
          <SettingsIcon className="h-5 w-5" />
        </IntentLink>
      )}
    </div>
  );
}
