import { permanentRedirect } from 'next/navigation';

// A friendlier address for the e-NACH FAQs; the seed's spelling stays the page's one public URL.
export default function EnachFaqAlias(): never {
  permanentRedirect("/Enach-Faq's");
}
