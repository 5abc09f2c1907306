import type { Metadata } from 'next';
import { LinkPageFrame } from '@/components/links/LinkPageFrame';
import { linkCategories } from '@/server/services/links';
import { SchemeLinkForm } from './SchemeLinkForm';

export const metadata: Metadata = {
  title: 'Scheme ARN Link',
  description:
    'Create a link to one mutual fund scheme tagged with your ARN, sub broker code and EUIN, and share it with investors.',
  alternates: { canonical: '/generate-arn-link' },
};

const STEPS = [
  'Enter your ARN digits as the broker code, and a sub broker code if the sale is through one.',
  'Choose a category, then the scheme, plan and option the investor should buy.',
  'Declare YES for execution-only sales, or NO and give the EUIN of the employee who advised.',
  'Share the link. Investments made through it are recorded under your ARN.',
];

export default async function SchemeArnLinkPage() {
  // Listed on the server so the page arrives complete; the form asks again if this fails.
  const categories = await linkCategories().catch(() => null);
  return (
    <LinkPageFrame
      title="Scheme ARN Link"
      intro="Generate a link to a scheme of the fund, tagged with your ARN, for an investor to invest online."
      steps={STEPS}
      other={{ href: '/common-arn-link', label: 'Need a link to all schemes? Customized ARN link' }}
    >
      <SchemeLinkForm initialCategories={categories} />
    </LinkPageFrame>
  );
}
