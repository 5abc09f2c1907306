import type { Metadata } from 'next';
import { LinkForm } from '@/components/links/LinkForm';
import { LinkPageFrame } from '@/components/links/LinkPageFrame';

export const metadata: Metadata = {
  title: 'Customized ARN Link',
  description:
    'Create a link tagged with your ARN, sub broker code and EUIN through which investors can invest in any scheme of the fund house.',
  alternates: { canonical: '/common-arn-link' },
};

export default function CustomizedArnLinkPage() {
  return (
    <LinkPageFrame
      title="Customized ARN Link"
      intro="Generate one link, tagged with your ARN, through which an investor can invest in any scheme of the fund."
      steps={{ share: 'Share the link. The investor chooses any open scheme, and the investment is recorded under your ARN.' }}
      other={{ href: '/generate-arn-link', label: 'Need a link to one scheme? Scheme ARN link' }}
    >
      <LinkForm link="customized" />
    </LinkPageFrame>
  );
}
