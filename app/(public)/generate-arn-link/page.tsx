import type { Metadata } from 'next';
import { LinkForm } from '@/components/links/LinkForm';
import { LinkPageFrame } from '@/components/links/LinkPageFrame';
import { linkCategories } from '@/server/services/links/links';
import { SchemeChoice } from './SchemeChoice';

export const metadata: Metadata = {
  title: 'Scheme ARN Link',
  description:
    'Create a link to one mutual fund scheme tagged with your ARN, sub broker code and EUIN, and share it with investors.',
  alternates: { canonical: '/generate-arn-link' },
};

export default async function SchemeArnLinkPage() {
  // Listed on the server so the page arrives complete; the form asks again if this fails.
  const categories = await linkCategories().catch(() => null);
  return (
    <LinkPageFrame
      title="Scheme ARN Link"
      intro="Generate a link to a scheme of the fund, tagged with your ARN, for an investor to invest online."
      steps={{
        choose: 'Choose a category, then the scheme, plan and option the investor should buy.',
        share: 'Share the link. Investments made through it are recorded under your ARN.',
      }}
      other={{ href: '/common-arn-link', label: 'Need a link to all schemes? Customized ARN link' }}
    >
      <LinkForm link="scheme">
        <SchemeChoice initialCategories={categories} />
      </LinkForm>
    </LinkPageFrame>
  );
}
