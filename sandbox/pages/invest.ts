import type { Db } from '../db/client';
import { findLink, LINK_PATH_PREFIX, type StoredLink } from '../domains/links/links';
import { findScheme, listCategories, listSchemes, schemeDescription } from '../domains/schemes/schemes';
import { escapeHtml, page } from './html';

// What an investor sees on opening an ARN link: the fund house's purchase page, tagged with the
// distributor. The sandbox shows what the link carries; the purchase itself happens elsewhere.

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function tagging(link: StoredLink): string {
  const rows: [string, string][] = [
    ['Distributor', `${link.arn}${link.arn_name ? ` (${link.arn_name})` : ''}`],
    ['Sub broker', link.sub_broker ?? 'None'],
    ['EUIN', link.euin ?? 'Not given (execution only, no advice)'],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

async function schemePage(db: Db, link: StoredLink): Promise<string> {
  const row = link.scheme && link.plan && link.option
    ? await findScheme(db, { fund: link.fund, scheme: link.scheme, plan: link.plan, option: link.option })
    : null;
  if (!row) return page('Link no longer valid', '<h1>This link is no longer valid</h1><p>The scheme it names is not offered any more.</p>');
  const desc = schemeDescription(row);
  const terms = [
    ['Category', row.category],
    ['Minimum investment', `${rupees(row.min_amount)}, then in multiples of ${rupees(row.multiples)}`],
    ['SIP', row.sip_allowed ? `from ${rupees(row.sip_min_amount)} a month, in multiples of ${rupees(row.sip_multiples)}` : 'Not available for this scheme'],
  ];
  return page(`Invest in ${desc}`, `<h1>Invest in ${escapeHtml(desc)}</h1>
<p>You were sent this link by your mutual fund distributor. Investments made through it are recorded under the distributor below.</p>
<article aria-labelledby="scheme"><h2 id="scheme">Scheme</h2><dl>${terms.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(String(v))}</dd>`).join('')}</dl></article>
<article aria-labelledby="dist"><h2 id="dist">Distributor</h2>${tagging(link)}</article>`);
}

async function customizedPage(db: Db, link: StoredLink, now: Date): Promise<string> {
  const categories = await listCategories(db, link.fund, now);
  const sections = await Promise.all(
    categories.map(async (category, i) => {
      const names = [...new Set((await listSchemes(db, { fund: link.fund, category, plan: 'RG' }, now)).map((s) => s.name))];
      return `<article aria-labelledby="cat-${i}"><h2 id="cat-${i}">${escapeHtml(category)}</h2><ul>${names.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul></article>`;
    }),
  );
  return page(`Invest with ${link.arn}`, `<h1>Invest with ${escapeHtml(link.arn)}</h1>
<p>You were sent this link by your mutual fund distributor. Choose any scheme below; the investment is recorded under this distributor.</p>
<article aria-labelledby="dist"><h2 id="dist">Distributor</h2>${tagging(link)}</article>
${sections.join('\n')}`);
}

/** The page behind /invest/<refno>, or null when the path is not an invest link. */
export async function renderInvestPage(db: Db, pathname: string, now: Date): Promise<{ status: number; html: string } | null> {
  if (!pathname.startsWith(LINK_PATH_PREFIX)) return null;
  const refno = pathname.slice(LINK_PATH_PREFIX.length);
  const link = /^[A-Za-z0-9_-]{1,40}$/.test(refno) ? await findLink(db, refno) : null;
  if (!link) return { status: 404, html: page('Link not found', '<h1>Link not found</h1><p>Check the address you were sent.</p>') };
  return { status: 200, html: link.kind === 'scheme' ? await schemePage(db, link) : await customizedPage(db, link, now) };
}
