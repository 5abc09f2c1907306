import { redirect } from 'next/navigation';
import { statementByKey, statementPath } from '@/lib/mailback/statements';

// The seed also names the statement of account under the investor selection; it is the same page.
export default function SoaUnderSelection() {
  redirect(statementPath(statementByKey('mailBackSoa')));
}
