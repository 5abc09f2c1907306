import { redirect } from 'next/navigation';

/** The seed's second address of the nominee step. */
export default function NomineeAlias() {
  redirect('/new-investor-transaction/nominee-details');
}
