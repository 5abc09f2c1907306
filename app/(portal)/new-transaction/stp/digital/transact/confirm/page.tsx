import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('stp');

export const metadata = page.metadata;
export default page.ConfirmPage;
