/** The NCT request's form and its confirm step (seed 001 section 2, entry routes). */
export const NCT_FORM_PATH = '/new-transaction/nct-type/digital/transact';
export const NCT_CONFIRM_PATH = `${NCT_FORM_PATH}/confirm`;
export const NCT_TITLE = 'Non-Commercial Transaction';
export const NCT_SUMMARY_TITLE = 'Non-Commercial Transaction Summary';
