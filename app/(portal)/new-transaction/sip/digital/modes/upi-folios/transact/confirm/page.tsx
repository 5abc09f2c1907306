import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('sip-upi');

export const metadata = page.metadata;
export default page.ConfirmPage;
