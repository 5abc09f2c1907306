// The e-NACH questions distributors and their investors ask most (seed 002 section 9 gives the facts).
// One list feeds both the page and its FAQPage structured data, so the two never differ.

export interface Faq {
  question: string;
  /** Plain text paragraphs: the structured data carries them as they are. */
  answer: string[];
}

export const ENACH_FAQS: readonly Faq[] = [
  {
    question: 'What is e-NACH?',
    answer: [
      'e-NACH is an electronic mandate under the National Automated Clearing House. With it the investor authorises the fund house, once, to debit their bank account for SIP instalments on the due dates.',
      'The mandate is authorised online on the bank’s own pages, so there is no paper form to sign, scan or courier.',
    ],
  },
  {
    question: 'Which banks support e-NACH?',
    answer: [
      'About 40 banks support e-NACH registration today. The bank list on the registration screen shows the banks available at that moment; if the investor’s bank is not listed, use UPI Autopay or a one-time mandate (OTM) instead.',
    ],
  },
  {
    question: 'Which bank accounts can be used?',
    answer: [
      'Only savings accounts can be registered for e-NACH. The account must be one of the bank accounts registered in the investor’s folio, and its IFSC is checked with the bank before it can be chosen.',
    ],
  },
  {
    question: 'How soon can a SIP start after the mandate is registered?',
    answer: [
      'A SIP can start 10 days after the mandate is registered. Choose a SIP start date at least 10 days after the registration date so that the first instalment is debited through the new mandate.',
    ],
  },
  {
    question: 'What amount should the mandate be for?',
    answer: [
      'The mandate amount is the most the fund house may debit in one instalment; each SIP debit takes only its own instalment amount. An e-NACH mandate can be for ₹1,000 up to ₹1,00,00,000, and a UPI Autopay mandate for ₹1,000 up to ₹1,00,000.',
      'Choose an amount that also covers later SIPs on the same mandate and any top-ups: a top-up can never take an instalment above the mandate amount.',
    ],
  },
  {
    question: 'How long does a mandate last?',
    answer: [
      'The end date is filled in for you: 40 years after the start date for e-NACH and 30 years for UPI Autopay. Tick ‘Until Cancelled’ to keep the mandate until the investor cancels it. A mandate must run for at least 6 months after its start date, and the start date can be up to 100 days ahead.',
    ],
  },
  {
    question: 'How does the investor authenticate the mandate?',
    answer: [
      'The distributor only initiates the registration. The investor receives the request by e-mail and SMS and authorises it with their bank (the authentication mode is shown as PSP), using net banking or a debit card on the bank’s pages. The registration is complete only after the bank confirms it.',
    ],
  },
  {
    question: 'How is a UPI Autopay mandate validated?',
    answer: [
      'The investor approves the mandate in their UPI app. To validate the account, a debit of Re 1 is requested, which the investor must approve within 5 minutes; if it is not approved in time, start the registration again.',
    ],
  },
  {
    question: 'Can one mandate be used for more than one SIP?',
    answer: [
      'Yes. A registered e-NACH, UPI Autopay or one-time mandate of the folio can be chosen for a new SIP under New Transaction, as long as each debit stays within the mandate amount and the SIP ends before the mandate does.',
    ],
  },
  {
    question: 'Why can a registration fail?',
    answer: [
      'The usual reasons are an account that is not a savings account, a bank that does not support e-NACH, an account that is not registered in the folio, or authentication that was not completed in time. Check the details with the investor and register again.',
    ],
  },
];
