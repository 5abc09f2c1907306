import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('sip-cancellation');

export const metadata = page.metadata;
export default page.ConfirmPage;
