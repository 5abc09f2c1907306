import type { Metadata } from 'next';
import { AuthFrame } from '@/components/otp/AuthFrame';
import { InvitationView } from './InvitationView';

export const metadata: Metadata = {
  title: 'Team invitation',
  description: "Accept an invitation to a distributor firm's team: choose your user id and password.",
  robots: { index: false },
};

/** Behind the link an invited firm member is mailed; the token is the link's fragment, read in the browser. */
export default function TeamInvitationPage() {
  return (
    <AuthFrame title="Join your firm's team" intro="Choose the user id and password you will sign in with.">
      <InvitationView />
    </AuthFrame>
  );
}
