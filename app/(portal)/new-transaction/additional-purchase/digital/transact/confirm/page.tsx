import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('additional-purchase');

export const metadata = page.metadata;
export default page.ConfirmPage;
