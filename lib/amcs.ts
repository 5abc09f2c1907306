import { formatIndian } from './money';

// The static AMCs page (seed 000: "lists 15 fund houses each with a logo and an 'AUM : Ncr' caption
// (1000cr to 6000cr)"). The seed names no fund houses, so these are India's public fund houses; the
// figures are the page's own, within the seed's range. Logos are plain monograms in public/amc/.

export interface Amc {
  name: string;
  /** Assets under management in crore rupees. */
  aumCrore: number;
  /** Path of the logo under public/. */
  logo: string;
}

const amc = (name: string, aumCrore: number, slug: string): Amc => ({ name, aumCrore, logo: `/amc/${slug}.svg` });

export const AMCS: readonly Amc[] = [
  amc('SBI Mutual Fund', 6000, 'sbi'),
  amc('ICICI Prudential Mutual Fund', 5600, 'icici-prudential'),
  amc('HDFC Mutual Fund', 5300, 'hdfc'),
  amc('Nippon India Mutual Fund', 4800, 'nippon-india'),
  amc('Kotak Mahindra Mutual Fund', 4200, 'kotak-mahindra'),
  amc('Aditya Birla Sun Life Mutual Fund', 3900, 'aditya-birla-sun-life'),
  amc('UTI Mutual Fund', 3500, 'uti'),
  amc('Axis Mutual Fund', 3200, 'axis'),
  amc('Mirae Asset Mutual Fund', 2800, 'mirae-asset'),
  amc('DSP Mutual Fund', 2500, 'dsp'),
  amc('Tata Mutual Fund', 2100, 'tata'),
  amc('Bandhan Mutual Fund', 1800, 'bandhan'),
  amc('Edelweiss Mutual Fund', 1500, 'edelweiss'),
  amc('Canara Robeco Mutual Fund', 1200, 'canara-robeco'),
  amc('Franklin Templeton Mutual Fund', 1000, 'franklin-templeton'),
];

/** 'AUM : 6,000cr': the seed's caption, with the portal's Indian digit grouping. */
export function aumCaption(aumCrore: number): string {
  return `AUM : ${formatIndian(aumCrore)}cr`;
}

export function logoAlt(name: string): string {
  return `${name} logo`;
}
