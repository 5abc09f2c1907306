import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('redemption');

export const metadata = page.metadata;
export default page.ConfirmPage;
