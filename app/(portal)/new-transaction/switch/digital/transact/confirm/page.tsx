import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('switch');

export const metadata = page.metadata;
export default page.ConfirmPage;
