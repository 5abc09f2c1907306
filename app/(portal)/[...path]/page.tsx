import { notFound } from 'next/navigation';

// Any path no page claims falls to the guarded area (seed 002, 2.5): the (portal) layout checks the
// session first, and a signed-in distributor gets the not-found page inside the shell.
export default function UnknownPage() {
  notFound();
}
