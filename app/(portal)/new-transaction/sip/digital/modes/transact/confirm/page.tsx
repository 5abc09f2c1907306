import { confirmPage } from '@/components/transactions/ConfirmScreen';

const page = confirmPage('sip-mandate');

export const metadata = page.metadata;
export default page.ConfirmPage;
