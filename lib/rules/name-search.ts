// Seed 000 section 5: searching investors by Name is switched off for a distributor whose
// transaction-enable flag is Y. A module of its own: the path rules every page carries (lib/routes.ts)
// refuse with its message, and must not bring the search boxes' checks with them.

export const NAME_SEARCH_DISABLED_MESSAGE = 'Searching by Name is not available for your account.';

/** Searching by Name is switched off for a distributor whose transaction-enable flag is Y. */
export const nameSearchAllowed = (flag: string) => flag.trim().toUpperCase() !== 'Y';
