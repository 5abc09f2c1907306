import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('swp');

export const metadata = page.metadata;
export default page.ConfirmPage;
