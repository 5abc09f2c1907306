import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('nfo-new-purchase');

export const metadata = page.metadata;
export default page.ConfirmPage;
