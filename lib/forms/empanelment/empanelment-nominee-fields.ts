// The empanelment nominee form's limit and states without zod, for the form;
// ./empanelment-nominee.ts holds the schema.

export const NOMINEE_TEXT_MAX = 50;

export { INDIAN_STATES } from '../../rules/states';
