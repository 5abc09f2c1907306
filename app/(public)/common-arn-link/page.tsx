import type { Metadata } from 'next';
import { LinkPageFrame } from '@/components/links/LinkPageFrame';
import { CustomizedLinkForm } from './CustomizedLinkForm';

export const metadata: Metadata = {
  title: 'Customized ARN Link',
  description:
    'Create a link tagged with your ARN, sub broker code and EUIN through which investors can invest in any scheme of the fund house.',
  alternates: { canonical: '/common-arn-link' },
};

const STEPS = [
  'Enter your ARN digits as the broker code, and a sub broker code if the sale is through one.',
  'Declare YES for execution-only sales, or NO and give the EUIN of the employee who advised.',
  'Share the link. The investor chooses any open scheme, and the investment is recorded under your ARN.',
];

export default function CustomizedArnLinkPage() {
  return (
    <LinkPageFrame
      title="Customized ARN Link"
      intro="Generate one link, tagged with your ARN, through which an investor can invest in any scheme of the fund."
      steps={STEPS}
      other={{ href: '/generate-arn-link', label: 'Need a link to one scheme? Scheme ARN link' }}
    >
      <CustomizedLinkForm />
    </LinkPageFrame>
  );
}
